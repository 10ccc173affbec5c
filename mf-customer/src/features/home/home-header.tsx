import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HOME_TEXTS, type User } from '@marketplace/contracts';
import { Dialog, Icon } from '@marketplace/ui';
import { useCommunity } from './community-api';
import styles from './home.module.css';

function initialsOf(user: User): string {
  const initials = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`.toUpperCase();
  return initials === '' ? '?' : initials;
}

/** Customer spec 2, home header: avatar, community selector, cart and notifications. */
export function HomeHeader({ user }: { user: User }) {
  const community = useCommunity(user.communityId);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const communityName = community.data?.name ?? HOME_TEXTS.selectCommunity;

  return (
    <header className={styles.header}>
      <Link
        to="/customer/profile"
        className={styles.avatar}
        aria-label={`Profile of ${user.firstName} ${user.lastName}`}
      >
        <span aria-hidden="true">{initialsOf(user)}</span>
      </Link>
      <Link
        to="/onboarding/community-selection?from=home"
        className={styles.community}
        aria-label={`Community: ${communityName}. Change community`}
      >
        <Icon name="map-pin" size={18} className={styles.communityIcon} />
        <span className={styles.communityName}>{communityName}</span>
        <Icon name="chevron-down" size={18} className={styles.communityIcon} />
      </Link>
      <Link to="/customer/cart" className={styles.iconButton} aria-label="Cart">
        <Icon name="shopping-cart" size={22} />
      </Link>
      <button
        type="button"
        className={styles.iconButton}
        aria-label="Notifications"
        onClick={() => setNotificationsOpen(true)}
      >
        <Icon name="bell" size={22} />
      </button>
      <Dialog open={notificationsOpen} onClose={() => setNotificationsOpen(false)} title="Notifications">
        <p>Notifications are not available yet. They arrive in a later release of the marketplace.</p>
      </Dialog>
    </header>
  );
}
