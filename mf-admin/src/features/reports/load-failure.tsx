import { Button, Card } from '@marketplace/ui';
import styles from './reports.module.css';

/** A tab whose data could not be read: what failed, and Try Again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card role="alert" className={styles.failure}>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </Card>
  );
}
