import { CATEGORY_ADMIN_MESSAGES as M, type RawCategory } from '@marketplace/contracts';
import { Badge, Card, EmptyState } from '@marketplace/ui';
import { useCategoryConfigs } from '../category-configs/category-configs-api';
import { ConfigCardActions } from '../shared/config-card-actions';
import { ConfigListTab } from '../shared/config-list-tab';
import styles from '../shared/configs.module.css';
import { useDeleteRawCategory, useRawCategories } from './raw-categories-api';
import { RawCategoryDialog } from './raw-category-dialog';

/** Admin spec 2, Raw Category Mapping: the mappings, their edit and delete, and 'Add Raw Category'. */
export function RawCategoriesTab() {
  const mappings = useRawCategories();
  const categories = useCategoryConfigs();
  const remove = useDeleteRawCategory();
  return (
    <ConfigListTab<RawCategory>
      title="Raw Category Mapping"
      addLabel="Add Raw Category"
      query={mappings}
      failure={(error) => error.message}
      loading="Loading raw categories..."
      empty={() => (
        <EmptyState
          headingLevel={3}
          title={M.noRawCategories}
          text="Map a partner's category to one of the grouped categories to import its vendors."
        />
      )}
      card={(mapping, actions) => (
        <RawCategoryCard mapping={mapping} onEdit={actions.edit} onDelete={actions.remove} />
      )}
      dialog={(editing, close) => (
        <RawCategoryDialog editing={editing} categories={categories.data ?? []} onClose={close} />
      )}
      deletion={{
        title: 'Delete Raw Category',
        nameOf: (mapping) => mapping.rawCategoryName,
        remove,
        texts: { done: M.rawCategoryDeleted, failed: M.rawCategoryDeleteFailed },
      }}
    />
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
      <ConfigCardActions name={mapping.rawCategoryName} onEdit={onEdit} onDelete={onDelete} />
    </Card>
  );
}
