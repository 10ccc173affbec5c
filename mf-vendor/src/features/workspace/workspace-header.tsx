import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { VENDOR_APP_TEXTS, VENDOR_STORE_TEXTS, type VendorRoute } from '@marketplace/contracts';
import { Icon, Select, VisuallyHidden, cx, type IconName } from '@marketplace/ui';
import { SignOutButton } from '../session/sign-out-button';
import { useWorkspace } from './workspace-context';
import styles from './workspace.module.css';

const TEXTS = VENDOR_APP_TEXTS.header;

/** The workspace's screens in the nav, in the order a counter needs them. */
const NAV: ReadonlyArray<{ to: VendorRoute; label: string; icon: IconName }> = [
  { to: '/vendor', label: TEXTS.inbox, icon: 'receipt' },
  { to: '/vendor/menu', label: VENDOR_STORE_TEXTS.header.menu, icon: 'utensils' },
  { to: '/vendor/store', label: VENDOR_STORE_TEXTS.header.store, icon: 'store' },
  { to: '/vendor/money', label: VENDOR_STORE_TEXTS.header.money, icon: 'wallet' },
  { to: '/vendor/history', label: TEXTS.history, icon: 'clock' },
];

/**
 * The member's store (a picker with several), sign-out and the five screens, above every screen of
 * the workspace. The nav is a bar of icons over their words, which fits a 390 px phone.
 */
export function WorkspaceHeader() {
  const { me, storeId, chooseStore } = useWorkspace();
  const pickerId = useId();
  const navClass = ({ isActive }: { isActive: boolean }) => cx(styles.navLink, isActive && styles.navActive);

  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <span className={styles.storeIcon}>
          <Icon name="store" size={20} />
        </span>
        {me.stores.length > 1 ? (
          <div className={styles.picker}>
            <VisuallyHidden>
              <label htmlFor={pickerId}>{VENDOR_STORE_TEXTS.header.storePicker}</label>
            </VisuallyHidden>
            <Select
              id={pickerId}
              className={styles.pickerSelect}
              value={storeId}
              onChange={(event) => chooseStore(Number(event.target.value))}
            >
              {me.stores.map((store) => (
                <option key={store.storeId} value={store.storeId}>
                  {store.name}
                </option>
              ))}
            </Select>
          </div>
        ) : (
          <p className={styles.storeNames}>{me.stores[0]?.name}</p>
        )}
        <SignOutButton />
      </div>
      <nav aria-label={TEXTS.nav} className={styles.nav}>
        {NAV.map((link) => (
          <NavLink key={link.to} to={link.to} end className={navClass}>
            <Icon name={link.icon} size={20} />
            <span className={styles.navText}>{link.label}</span>
          </NavLink>
        ))}
      </nav>
    </header>
  );
}
