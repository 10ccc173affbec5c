import { Button, LaterReleaseNotice, Tabs } from '@marketplace/ui';
import styles from './management.module.css';

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
            content: <LaterReleaseNotice name="Category configuration" />,
          },
          {
            id: 'raw-category-mapping',
            label: 'Raw Category Mapping',
            content: <LaterReleaseNotice name="Raw category mapping" />,
          },
          {
            id: 'order-status-config',
            label: 'Order Status Config',
            content: <LaterReleaseNotice name="Order status configuration" />,
          },
        ]}
      />
    </main>
  );
}
