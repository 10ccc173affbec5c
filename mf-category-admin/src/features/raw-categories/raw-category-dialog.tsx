import {
  CATEGORY_ADMIN_MESSAGES as M,
  RawCategoryRequestSchema,
  type CategoryConfig,
  type RawCategory,
} from '@marketplace/contracts';
import { Dialog, Field, Select, Switch, TextField, useValidatedForm } from '@marketplace/ui';
import type { Editing } from '../shared/config-list-tab';
import styles from '../shared/configs.module.css';
import { FormActions } from '../shared/form-actions';
import { useSaveRawCategory } from './raw-categories-api';

/** Admin spec 2: 'Add Raw Category', or the edit dialog of one mapping (null when closed). */
export function RawCategoryDialog({
  editing,
  categories,
  onClose,
}: {
  editing: Editing<RawCategory> | null;
  categories: readonly CategoryConfig[];
  onClose: () => void;
}) {
  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      title={editing?.item ? `Edit ${editing.item.rawCategoryName}` : 'Add Raw Category'}
    >
      {editing !== null && (
        <RawCategoryForm mapping={editing.item} categories={categories} onDone={onClose} />
      )}
    </Dialog>
  );
}

function RawCategoryForm({
  mapping,
  categories,
  onDone,
}: {
  mapping: RawCategory | null;
  categories: readonly CategoryConfig[];
  onDone: () => void;
}) {
  const form = useValidatedForm(RawCategoryRequestSchema, {
    rawCategoryName: mapping?.rawCategoryName ?? '',
    rawCategoryId: mapping?.rawCategoryId ?? '',
    // 0 is no choice: the contract answers it with 'Please select a grouped category'.
    groupedCategoryId: String(mapping?.groupedCategoryId ?? 0),
    sourceSystem: mapping?.sourceSystem ?? '',
    isActive: mapping?.isActive ?? true,
  });
  const { values, errors } = form;
  const save = useSaveRawCategory();
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={mapping === null ? 'Add Raw Category' : `Edit ${mapping.rawCategoryName}`}
      onSubmit={form.handleSubmit((request) =>
        save.run(
          { id: mapping?.id ?? null, form: request },
          {
            done: mapping === null ? M.rawCategoryCreated : M.rawCategoryUpdated,
            failed: M.rawCategorySaveFailed,
          },
          onDone,
        ),
      )}
    >
      <TextField label="Raw Category Name" required {...form.field('rawCategoryName')} />
      <TextField
        label="Raw Category ID"
        hint="The partner's id for this category, used to fetch its vendors"
        {...form.field('rawCategoryId')}
      />
      <Field label="Grouped Category" required error={errors.groupedCategoryId}>
        {(control) => (
          <Select
            {...control}
            required
            value={String(values.groupedCategoryId)}
            onChange={(event) => form.setValue('groupedCategoryId', event.target.value)}
          >
            <option value="0">Select a grouped category</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.groupedCategory}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextField label="Source System" {...form.field('sourceSystem')} />
      <div className={styles.full}>
        <Switch
          label="Active"
          description="Inactive mappings are skipped by the catalog sync"
          checked={values.isActive ?? true}
          onCheckedChange={(checked) => form.setValue('isActive', checked)}
        />
      </div>
      <FormActions
        creating={mapping === null}
        createLabel="Create Mapping"
        pending={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
