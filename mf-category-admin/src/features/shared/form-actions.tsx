import { Button } from '@marketplace/ui';
import styles from './configs.module.css';

/** A config dialog's Cancel and submit: the create label for a new record, 'Save Changes' for one that exists. */
export function FormActions({
  creating,
  createLabel,
  pending,
  onCancel,
}: {
  creating: boolean;
  createLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className={styles.formActions}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving...' : creating ? createLabel : 'Save Changes'}
      </Button>
    </div>
  );
}
