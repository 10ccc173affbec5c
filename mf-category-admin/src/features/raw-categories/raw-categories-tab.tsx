import { useState } from 'react';
import { CATEGORY_ADMIN_MESSAGES as M, type RawCategory } from '@marketplace/contracts';
import { Badge, Button, Card, ConfirmDialog, EmptyState, QueryView } from '@marketplace/ui';
import { useCategoryConfigs } from '../category-configs/category-configs-api';
import styles from '../shared/configs.module.css';
import { useDeleteRawCategory, useRawCategories } from './raw-categories-api';
import { RawCategoryDialog } from './raw-category-dialog';

/** Admin spec 2, Raw Category Mapping: the mappings, their edit and delete, and 'Add Raw Category'. */
export function RawCategoriesTab() {
  const mappings = useRawCategories();
  const categories = useCategoryConfigs();
  const [editing, setEditing] = useState<{ mapping: RawCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<RawCategory | null>(null);
  const remove = useDeleteRawCategory();

  return (
    <section className={styles.tab} aria-labelledby="raw-categories-title">
      <div className={styles.toolbar}>
        <h2 id="raw-categories-title" className={styles.toolbarTitle}>
          Raw Category Mapping
        </h2>
        <Button onClick={() => setEditing({ mapping: null })}>Add Raw Category</Button>
      </div>
      <QueryView
        query={mappings}
        failure={(error) => error.message}
        loading="Loading raw categories..."
        retryLabel="Retry"
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              title={M.noRawCategories}
              text="Map a partner's category to one of the grouped categories to import its vendors."
            />
          ) : (
            <ul className={styles.list}>
              {list.map((mapping) => (
                <li key={mapping.id}>
                  <RawCategoryCard
                    mapping={mapping}
                    onEdit={() => setEditing({ mapping })}
                    onDelete={() => setDeleting(mapping)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <RawCategoryDialog
        editing={editing}
        categories={categories.data ?? []}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Raw Category"
        message={M.deleteConfirm(deleting?.rawCategoryName ?? '')}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.run(deleting.id, { done: M.rawCategoryDeleted, failed: M.rawCategoryDeleteFailed }, () =>
            setDeleting(null),
          )
        }
      />
    </section>
  );
}

function RawCategoryCard({
  mapping,
  onEdit,
  onDelete,
}: {
  mapping: RawCategory;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card className={styles.card}>
      <div className={styles.cardHeader}>
        <h3 className={styles.cardTitle}>{mapping.rawCategoryName}</h3>
        <Badge variant={mapping.isActive ? 'success' : 'neutral'}>
          {mapping.isActive ? 'Active' : 'Inactive'}
        </Badge>
      </div>
      <p>{M.mappedTo(mapping.groupedCategory?.groupedCategory ?? null)}</p>
      <dl className={styles.details}>
        <dt>Source system</dt>
        <dd>{mapping.sourceSystem ?? '-'}</dd>
        <dt>Raw category ID</dt>
        <dd>{mapping.rawCategoryId ?? '-'}</dd>
      </dl>
      <div className={styles.cardActions}>
        <Button
          variant="secondary"
          size="small"
          aria-label={`Edit ${mapping.rawCategoryName}`}
          onClick={onEdit}
        >
          Edit
        </Button>
        <Button
          variant="destructive"
          size="small"
          aria-label={`Delete ${mapping.rawCategoryName}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </div>
    </Card>
  );
}
