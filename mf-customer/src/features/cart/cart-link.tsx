import { Link } from 'react-router-dom';
import { Icon, cx } from '@marketplace/ui';
import { useCart } from './cart-context';
import styles from './cart-link.module.css';

/** The cart button of a screen's header: the item count on the icon, and in its name. */
export function CartLink({ className }: { className?: string }) {
  const { itemCount } = useCart();
  return (
    <Link
      to="/customer/cart"
      className={cx(styles.cart, className)}
      aria-label={itemCount > 0 ? `Cart, ${itemCount} items` : 'Cart'}
    >
      <Icon name="shopping-cart" size={22} />
      {itemCount > 0 && (
        <span className={styles.count} aria-hidden="true">
          {itemCount}
        </span>
      )}
    </Link>
  );
}
