import { Link, useLocation } from 'react-router-dom';
import { HOME_TEXTS } from '@marketplace/contracts';
import { Icon, useToast, type IconName } from '@marketplace/ui';
import styles from './bottom-nav.module.css';

interface Tab {
  label: string;
  icon: IconName;
  path: string;
  /** Paths on which the tab reads as current. */
  activeOn: readonly string[];
  /** The feature is not open yet: tapping shows the Coming Soon toast and stays put. */
  comingSoon?: boolean;
}

const TABS: readonly Tab[] = [
  { label: 'Home', icon: 'home', path: '/customer', activeOn: ['/', '/customer'] },
  { label: 'Flicks', icon: 'play', path: '/customer/feeds', activeOn: ['/customer/feeds'], comingSoon: true },
  { label: 'Directory', icon: 'grid', path: '/customer/directory', activeOn: ['/customer/directory'] },
  {
    label: 'Orders',
    icon: 'receipt',
    path: '/customer/order-history',
    activeOn: ['/customer/order-history'],
  },
  { label: 'Profile', icon: 'user', path: '/customer/profile', activeOn: ['/customer/profile'] },
];

/** Customer spec 2, bottom navigation. Flicks announces itself as coming soon instead of navigating. */
export function BottomNav() {
  const { pathname } = useLocation();
  const { toast } = useToast();
  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.list}>
        {TABS.map((tab) => {
          const current = tab.activeOn.includes(pathname) ? 'page' : undefined;
          const content = (
            <>
              <Icon name={tab.icon} size={22} className={styles.icon} />
              {tab.label}
            </>
          );
          return (
            <li key={tab.label}>
              {tab.comingSoon ? (
                <button
                  type="button"
                  className={styles.item}
                  aria-current={current}
                  onClick={() => toast(HOME_TEXTS.flicksComingSoon)}
                >
                  {content}
                </button>
              ) : (
                <Link to={tab.path} className={styles.item} aria-current={current}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
