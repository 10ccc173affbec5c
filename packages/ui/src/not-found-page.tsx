import { NOT_FOUND_TEXTS } from '@marketplace/contracts/src/customer-messages';
import { Card, CardTitle } from './card';
import styles from './not-found-page.module.css';

/** The spec's page for a path no route claims. */
export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <CardTitle level={1}>{NOT_FOUND_TEXTS.title}</CardTitle>
        <p className={styles.text}>{NOT_FOUND_TEXTS.text}</p>
      </Card>
    </main>
  );
}
