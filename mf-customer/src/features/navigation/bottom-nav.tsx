import { Link, useLocation } from 'react-router-dom';
import { HOME_TEXTS } from '@marketplace/contracts';
import { useToast } from '@marketplace/ui';
import styles from './bottom-nav.module.css';

interface Tab {
  label: string;
  icon: string;
  path: string;
  /** Paths on which the tab reads as current. */
  activeOn: readonly string[];
  /** The feature is not open yet: tapping shows the Coming Soon toast and stays put. */
  comingSoon?: boolean;
}

const TABS: readonly Tab[] = [
  { label: 'Home', icon: '🏠', path: '/customer', activeOn: ['/', '/customer'] },
  { label: 'Flicks', icon: '🎬', path: '/customer/feeds', activeOn: ['/customer/feeds'], comingSoon: true },
  { label: 'Directory', icon: '🧭', path: '/customer/directory', activeOn: ['/customer/directory'] },
  { label: 'Orders', icon: '📦', path: '/customer/order-history', activeOn: ['/customer/order-history'] },
  { label: 'Profile', icon: '👤', path: '/customer/profile', activeOn: ['/customer/profile'] },
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
              <span className={styles.icon} aria-hidden="true">
                {tab.icon}
              </span>
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
