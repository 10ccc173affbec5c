import { Button, Card, CardDescription, CardTitle, Tabs } from '@marketplace/ui';
import styles from './management.module.css';

function LaterReleasePanel({ name }: { name: string }) {
  return (
    <Card>
      <CardTitle level={2}>Coming in a later release</CardTitle>
      <CardDescription>{`${name} is not available yet. It arrives in a later release of the back-office.`}</CardDescription>
    </Card>
  );
}

/** Admin spec 2, Category Management page: Logout and the three configuration tabs. */
export function ManagementPage({ onSignOut }: { onSignOut: () => void }) {
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Category Management</h1>
        <Button variant="secondary" onClick={onSignOut}>
          Logout
        </Button>
      </header>
      <Tabs
        label="Category management sections"
        tabs={[
          {
            id: 'category-configs',
            label: 'Category Configs',
            content: <LaterReleasePanel name="Category configuration" />,
          },
          {
            id: 'raw-category-mapping',
            label: 'Raw Category Mapping',
            content: <LaterReleasePanel name="Raw category mapping" />,
          },
          {
            id: 'order-status-config',
            label: 'Order Status Config',
            content: <LaterReleasePanel name="Order status configuration" />,
          },
        ]}
      />
    </main>
  );
}
