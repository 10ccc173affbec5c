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
  /**
   * The feature is a preview: tapping shows the Coming Soon toast and opens the screen of sample
   * posts (docs/decisions.md, decision 58).
   */
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

/** Customer spec 2, bottom navigation. Flicks announces itself as coming soon as it opens its preview. */
export function BottomNav() {
  const { pathname } = useLocation();
  const { toast } = useToast();
  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.list}>
        {TABS.map((tab) => {
          const current = tab.activeOn.includes(pathname) ? 'page' : undefined;
          return (
            <li key={tab.label}>
              <Link
                to={tab.path}
                className={styles.item}
                aria-current={current}
                onClick={tab.comingSoon ? () => toast(HOME_TEXTS.flicksComingSoon) : undefined}
              >
                <Icon name={tab.icon} size={22} className={styles.icon} />
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
