import { Button } from './button';
import { Card } from './card';
import styles from './load-failure.module.css';

/** A screen or tab whose data could not be read: what failed, and a way to try again. */
export function LoadFailure({
  message,
  onRetry,
  retryLabel = 'Try Again',
}: {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
}) {
  return (
    <Card role="alert" className={styles.failure}>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Card>
  );
}
