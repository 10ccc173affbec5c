import { useState } from 'react';
import { ROLE_SWITCHER_TEXTS } from '@marketplace/contracts/src/customer-messages';
import { Badge, Dialog, Icon, type IconName } from '@marketplace/ui';
import styles from './landing.module.css';

/**
 * Customer spec 1: the sheet that asks how the product is used. This app is the customer side;
 * the spec shows no vendor behaviour, so choosing vendor says plainly that it is not available here
 * instead of pretending to switch.
 */
export function RoleSwitcher() {
  const [open, setOpen] = useState(false);
  const [vendorChosen, setVendorChosen] = useState(false);
  const close = () => {
    setOpen(false);
    setVendorChosen(false);
  };

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
            <RoleOption icon="store" {...ROLE_SWITCHER_TEXTS.vendor} onChoose={() => setVendorChosen(true)} />
          </li>
        </ul>
        <p role="status" className={styles.roleNotice}>
          {vendorChosen && 'Vendor features are not available in this app. You can continue as a customer.'}
        </p>
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
