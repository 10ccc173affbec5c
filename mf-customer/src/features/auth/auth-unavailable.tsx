import { Button, Card, CardDescription, CardTitle } from '@marketplace/ui';
import styles from './auth.module.css';

/**
 * Shown instead of any route set when the current-user call failed without saying "no session":
 * treating an outage as signed out would send residents to the landing page and to login.
 */
export function AuthUnavailable({ retry, retrying }: { retry: () => void; retrying: boolean }) {
  return (
    <main className={styles.unavailable}>
      <Card role="alert">
        <CardTitle level={1}>We can&apos;t reach the marketplace</CardTitle>
        <CardDescription>
          Your sign-in could not be checked. Please check your connection and try again.
        </CardDescription>
        <Button className={styles.cardAction} fullWidth onClick={retry} disabled={retrying}>
          {retrying ? 'Trying again...' : 'Try Again'}
        </Button>
      </Card>
    </main>
  );
}
