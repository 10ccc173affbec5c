import { NavLink } from 'react-router-dom';
import { VENDOR_APP_TEXTS, type VendorMeResponse } from '@marketplace/contracts';
import { Icon, cx } from '@marketplace/ui';
import { SignOutButton } from '../session/sign-out-button';
import styles from './workspace.module.css';

const TEXTS = VENDOR_APP_TEXTS.header;

/** The member's stores, the two screens and sign-out, above every screen of the workspace. */
export function WorkspaceHeader({ me }: { me: VendorMeResponse }) {
  const navClass = ({ isActive }: { isActive: boolean }) => cx(styles.navLink, isActive && styles.navActive);

  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <span className={styles.storeIcon}>
          <Icon name="store" size={20} />
        </span>
        <p className={styles.storeNames}>{me.stores.map((store) => store.name).join(', ')}</p>
        <SignOutButton />
      </div>
      <nav aria-label={TEXTS.nav} className={styles.nav}>
        <NavLink to="/vendor" end className={navClass}>
          <Icon name="receipt" size={18} />
          {TEXTS.inbox}
        </NavLink>
        <NavLink to="/vendor/history" className={navClass}>
          <Icon name="clock" size={18} />
          {TEXTS.history}
        </NavLink>
      </nav>
    </header>
  );
}
