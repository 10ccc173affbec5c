import { DELIVERY_ESTIMATE_TEXT } from '@marketplace/contracts';
import { Card, Icon } from '@marketplace/ui';
import styles from './checkout.module.css';

/** Customer spec 2: the cart's vendor with the fixed delivery estimate (spec 9: 15-20 min). */
export function RestaurantCard({ name }: { name: string }) {
  return (
    <Card className={styles.restaurant} role="group" aria-label="Restaurant">
      <span className={styles.restaurantIcon} aria-hidden="true">
        <Icon name="store" size={22} />
      </span>
      <span>
        <h2 className={styles.restaurantName}>{name}</h2>
        <span className={styles.meta}>
          <Icon name="clock" size={14} />
          {DELIVERY_ESTIMATE_TEXT}
        </span>
      </span>
    </Card>
  );
}
