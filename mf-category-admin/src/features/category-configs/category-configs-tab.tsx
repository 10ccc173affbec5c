import {
  AUTH_METHOD_LABELS,
  CATEGORY_ADMIN_MESSAGES as M,
  type CategoryConfig,
  type CategoryConfigSource,
} from '@marketplace/contracts';
import { Badge, Card, EmptyState } from '@marketplace/ui';
import { ConfigCardActions } from '../shared/config-card-actions';
import { ConfigListTab } from '../shared/config-list-tab';
import styles from '../shared/configs.module.css';
import { CategoryConfigDialog } from './category-config-dialog';
import { useCategoryConfigs, useDeleteCategoryConfig } from './category-configs-api';

/** Admin spec 2, Category Configs: the cards, their edit and delete, and 'Add Category Config'. */
export function CategoryConfigsTab() {
  const configs = useCategoryConfigs();
  const remove = useDeleteCategoryConfig();
  return (
    <ConfigListTab<CategoryConfig>
      title="Category Configs"
      addLabel="Add Category Config"
      query={configs}
      failure={(error) => error.message}
      loading="Loading category configs..."
      empty={() => (
        <EmptyState
          headingLevel={3}
          title={M.noCategoryConfigs}
          text="Add a category config to group vendors and set their billing."
        />
      )}
      card={(config, actions) => (
        <CategoryConfigCard config={config} onEdit={actions.edit} onDelete={actions.remove} />
      )}
      dialog={(editing, close) => <CategoryConfigDialog editing={editing} onClose={close} />}
      deletion={{
        title: 'Delete Category Config',
        nameOf: (config) => config.groupedCategory,
        remove,
        texts: { done: M.categoryConfigDeleted, failed: M.categoryConfigDeleteFailed },
      }}
    />
  );
}

function CategoryConfigCard({
  config,
  onEdit,
  onDelete,
}: {
  config: CategoryConfig;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card className={styles.card}>
      <div className={styles.cardHeader}>
        <h3 className={styles.cardTitle}>{config.groupedCategory}</h3>
        <div className={styles.badges}>
          <Badge variant={config.isVisible ? 'success' : 'neutral'}>
            {config.isVisible ? 'Visible' : 'Hidden'}
          </Badge>
          {config.hasCatalog && <Badge variant="brand">Catalog</Badge>}
          <Badge variant={config.isOrderable ? 'brand' : 'outline'}>
            {config.isOrderable ? 'Orderable' : 'No Cart'}
          </Badge>
        </div>
      </div>
      <dl className={styles.details}>
        <dt>Catalog source</dt>
        <dd>
          <SourceSummary source={config.sources.catalog} />
        </dd>
        <dt>Vendor source</dt>
        <dd>
          <SourceSummary source={config.sources.vendor} />
        </dd>
        <dt>Display order</dt>
        <dd>{config.displayOrder}</dd>
        <dt>Support</dt>
        <dd>{config.customerSupportNumber ?? '-'}</dd>
      </dl>
      <ConfigCardActions name={config.groupedCategory} onEdit={onEdit} onDelete={onDelete} />
    </Card>
  );
}

/** A source's URL with its auth method badge, or 'Not configured'. */
function SourceSummary({ source }: { source: CategoryConfigSource }) {
  return (
    <span className={styles.badges}>
      <span>{source.url ?? M.notConfigured}</span>
      <Badge variant="outline">{AUTH_METHOD_LABELS[source.authMethod]}</Badge>
    </span>
  );
}
