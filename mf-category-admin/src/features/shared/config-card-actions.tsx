import { Button } from '@marketplace/ui';
import styles from './configs.module.css';

/** A card's Edit and Delete, named after what they act on for screen readers. */
export function ConfigCardActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className={styles.cardActions}>
      <Button variant="secondary" size="small" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button variant="destructive" size="small" aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </div>
  );
}
