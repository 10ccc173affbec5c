import { useState } from 'react';
import {
  AUTH_METHOD_LABELS,
  CATEGORY_ADMIN_MESSAGES as M,
  type CategoryConfig,
  type CategoryConfigSource,
} from '@marketplace/contracts';
import { Badge, Button, Card, ConfirmDialog, EmptyState, QueryView } from '@marketplace/ui';
import styles from '../shared/configs.module.css';
import { CategoryConfigDialog } from './category-config-dialog';
import { useCategoryConfigs, useDeleteCategoryConfig } from './category-configs-api';

/** Admin spec 2, Category Configs: the cards, their edit and delete, and 'Add Category Config'. */
export function CategoryConfigsTab() {
  const configs = useCategoryConfigs();
  const [editing, setEditing] = useState<{ config: CategoryConfig | null } | null>(null);
  const [deleting, setDeleting] = useState<CategoryConfig | null>(null);
  const remove = useDeleteCategoryConfig();

  return (
    <section className={styles.tab} aria-labelledby="category-configs-title">
      <div className={styles.toolbar}>
        <h2 id="category-configs-title" className={styles.toolbarTitle}>
          Category Configs
        </h2>
        <Button onClick={() => setEditing({ config: null })}>Add Category Config</Button>
      </div>
      <QueryView
        query={configs}
        failure={(error) => error.message}
        loading="Loading category configs..."
        retryLabel="Retry"
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              title={M.noCategoryConfigs}
              text="Add a category config to group vendors and set their billing."
            />
          ) : (
            <ul className={styles.list}>
              {list.map((config) => (
                <li key={config.id}>
                  <CategoryConfigCard
                    config={config}
                    onEdit={() => setEditing({ config })}
                    onDelete={() => setDeleting(config)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <CategoryConfigDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Category Config"
        message={M.deleteConfirm(deleting?.groupedCategory ?? '')}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.run(
            deleting.id,
            { done: M.categoryConfigDeleted, failed: M.categoryConfigDeleteFailed },
            () => setDeleting(null),
          )
        }
      />
    </section>
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
      <div className={styles.cardActions}>
        <Button
          variant="secondary"
          size="small"
          aria-label={`Edit ${config.groupedCategory}`}
          onClick={onEdit}
        >
          Edit
        </Button>
        <Button
          variant="destructive"
          size="small"
          aria-label={`Delete ${config.groupedCategory}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </div>
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
