import { Button, Tabs } from '@marketplace/ui';
import { CategoryConfigsTab } from '../category-configs/category-configs-tab';
import { OrderStatusConfigsTab } from '../order-status-configs/order-status-configs-tab';
import { RawCategoriesTab } from '../raw-categories/raw-categories-tab';
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
            content: <CategoryConfigsTab />,
          },
          {
            id: 'raw-category-mapping',
            label: 'Raw Category Mapping',
            content: <RawCategoriesTab />,
          },
          {
            id: 'order-status-config',
            label: 'Order Status Config',
            content: <OrderStatusConfigsTab />,
          },
        ]}
      />
    </main>
  );
}
