import { CATEGORY_MANAGEMENT_ROUTE } from '@marketplace/contracts';
import { Button, Card, CardDescription, CardTitle } from '@marketplace/ui';
import styles from './dashboard.module.css';

/** Admin spec 2, Categories tab: category management lives on its own page, opened in a new window. */
export function CategoriesTab() {
  return (
    <Card className={styles.stack}>
      <CardTitle level={2}>Category Management</CardTitle>
      <CardDescription>
        Configure categories, raw category mappings and order status fetching.
      </CardDescription>
      <Button onClick={() => window.open(CATEGORY_MANAGEMENT_ROUTE, '_blank', 'noopener')}>
        Open Category Management
      </Button>
    </Card>
  );
}
