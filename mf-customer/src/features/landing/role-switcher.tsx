import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { ROLE_SWITCHER_TEXTS } from '@marketplace/contracts/src/customer-messages';
import { VENDOR_ROUTES } from '@marketplace/contracts/src/frontend-routes';
import { Badge, Dialog, Icon, type IconName } from '@marketplace/ui';
import styles from './landing.module.css';

/** The vendor app's home (issue 24): another micro-frontend, which the shell mounts for it. */
const VENDOR_HOME = VENDOR_ROUTES[0];

/**
 * Customer spec 1: the sheet that asks how the product is used. This app is the customer side;
 * choosing vendor goes to the vendor app at /vendor (issue 24), through single-spa so that the
 * shell swaps the micro-frontends without a page load.
 */
export function RoleSwitcher() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        className={styles.roleTrigger}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="user" size={16} />
        {ROLE_SWITCHER_TEXTS.customer.label}
        <Icon name="chevron-down" size={16} />
      </button>
      <Dialog open={open} onClose={close} title={ROLE_SWITCHER_TEXTS.title} placement="bottom">
        <ul className={styles.roles}>
          <li>
            <RoleOption icon="shopping-basket" {...ROLE_SWITCHER_TEXTS.customer} current onChoose={close} />
          </li>
          <li>
            <RoleOption
              icon="store"
              {...ROLE_SWITCHER_TEXTS.vendor}
              onChoose={() => {
                close();
                navigateToUrl(VENDOR_HOME);
              }}
            />
          </li>
        </ul>
      </Dialog>
    </>
  );
}

function RoleOption({
  icon,
  label,
  description,
  current = false,
  onChoose,
}: {
  icon: IconName;
  label: string;
  description: string;
  current?: boolean;
  onChoose: () => void;
}) {
  return (
    <button type="button" className={styles.role} aria-current={current || undefined} onClick={onChoose}>
      <span className={styles.roleIcon}>
        <Icon name={icon} size={24} />
      </span>
      <span className={styles.roleText}>
        <span className={styles.roleLabel}>{label}</span>
        <span className={styles.roleDescription}>{description}</span>
      </span>
      {current && <Badge variant="brand">Current</Badge>}
    </button>
  );
}
