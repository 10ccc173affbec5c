import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HOME_TEXTS, type User } from '@marketplace/contracts';
import { Icon, InitialsAvatar, cx } from '@marketplace/ui';
import { useCart } from '../cart/cart-context';
import { useCommunity } from '@marketplace/ui/api';
import { LocationDialog } from '../community/location-dialog';
import { NotificationBell } from '../notifications/notification-bell';
import styles from './home-header.module.css';

export interface HomeHeaderProps {
  user: User;
}

/** Customer spec 2, home header: avatar, community selector, cart and notifications. */
export function HomeHeader({ user }: HomeHeaderProps) {
  const cartItemCount = useCart().itemCount;
  const community = useCommunity(user.communityId);
  const [locationOpen, setLocationOpen] = useState(false);
  const communityName = community.data?.name ?? HOME_TEXTS.selectCommunity;

  return (
    <header className={styles.header}>
      <Link
        to="/customer/profile"
        className={styles.profileLink}
        aria-label={`Profile of ${user.firstName} ${user.lastName}`}
      >
        <InitialsAvatar firstName={user.firstName} lastName={user.lastName} />
      </Link>
      <button
        type="button"
        className={styles.community}
        aria-label={`Community: ${communityName}. Change community`}
        aria-haspopup="dialog"
        onClick={() => setLocationOpen(true)}
      >
        <Icon name="map-pin" size={18} className={styles.communityIcon} />
        <span className={styles.communityName}>{communityName}</span>
        <Icon name="chevron-down" size={18} className={styles.communityIcon} />
      </button>
      <LocationDialog open={locationOpen} onClose={() => setLocationOpen(false)} current={community.data} />
      <Link
        to="/customer/cart"
        className={cx(styles.iconButton, styles.cart)}
        aria-label={cartItemCount > 0 ? `Cart, ${cartItemCount} items` : 'Cart'}
      >
        <Icon name="shopping-cart" size={22} />
        {cartItemCount > 0 && (
          <span className={styles.count} aria-hidden="true">
            {cartItemCount}
          </span>
        )}
      </Link>
      <NotificationBell className={styles.iconButton} />
    </header>
  );
}
