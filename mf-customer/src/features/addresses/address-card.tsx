import {
  ADDRESS_MESSAGES,
  ADDRESS_SCREEN_TEXTS,
  type Address,
  type AddressType,
} from '@marketplace/contracts';
import { Badge, Button, Card, Icon } from '@marketplace/ui';
import { addressCardLines, hasSavedLocation } from './address-card-lines';
import styles from './addresses.module.css';

/** Customer spec 2: the icon of each kind of address. */
function AddressTypeIcon({ type }: { type: AddressType }) {
  if (type === 'work') return <Icon name="briefcase" size={20} />;
  return <Icon name={type === 'home' ? 'home' : 'map-pin'} size={20} />;
}

export function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const label = ADDRESS_SCREEN_TEXTS.typeLabels[address.addressType];
  return (
    <Card className={styles.card}>
      <div className={styles.cardHeader}>
        <span className={styles.typeIcon}>
          <AddressTypeIcon type={address.addressType} />
        </span>
        <h2 className={styles.typeLabel}>{label}</h2>
        {address.isDefault && <Badge variant="brand">{ADDRESS_SCREEN_TEXTS.defaultBadge}</Badge>}
        <div className={styles.cardActions}>
          <Button variant="ghost" size="icon" aria-label="Edit address" onClick={onEdit}>
            <Icon name="pencil" size={18} />
          </Button>
          <Button variant="ghost" size="icon" aria-label="Delete address" onClick={onDelete}>
            <Icon name="trash" size={18} />
          </Button>
        </div>
      </div>
      <div className={styles.lines}>
        {addressCardLines(address).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {hasSavedLocation(address) && (
        <p className={styles.locationSaved}>
          <Icon name="map-pin" size={14} />
          {ADDRESS_MESSAGES.locationSaved}
        </p>
      )}
    </Card>
  );
}
