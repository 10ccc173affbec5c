import {
  CATEGORY_ADMIN_MESSAGES as M,
  CategoryConfigRequestSchema,
  type CategoryConfig,
} from '@marketplace/contracts';
import { Dialog, Switch, TextField, useValidatedForm } from '@marketplace/ui';
import type { Editing } from '../shared/config-list-tab';
import styles from '../shared/configs.module.css';
import { FormActions } from '../shared/form-actions';
import {
  categoryConfigValuesFrom,
  emptyCategoryConfigValues,
  hasStoredKey,
  visibleSources,
  type CategoryConfigValues,
} from './category-config-form';
import { useSaveCategoryConfig } from './category-configs-api';
import { PartnerSourceFields } from './partner-source-fields';

/** Admin spec 2: 'Add Category Config', or the edit dialog of one config (null when closed). */
export function CategoryConfigDialog({
  editing,
  onClose,
}: {
  editing: Editing<CategoryConfig> | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      title={editing?.item ? `Edit ${editing.item.groupedCategory}` : 'Add Category Config'}
    >
      {editing !== null && <CategoryConfigForm config={editing.item} onDone={onClose} />}
    </Dialog>
  );
}

function CategoryConfigForm({ config, onDone }: { config: CategoryConfig | null; onDone: () => void }) {
  const form = useValidatedForm<typeof CategoryConfigRequestSchema, CategoryConfigValues>(
    CategoryConfigRequestSchema,
    config === null ? emptyCategoryConfigValues() : categoryConfigValuesFrom(config),
  );
  const { values, errors } = form;
  const save = useSaveCategoryConfig();
  const number = (name: Parameters<typeof form.field>[0], label: string, hint?: string) => (
    <TextField label={label} inputMode="decimal" hint={hint} {...form.field(name)} />
  );

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={config === null ? 'Add Category Config' : `Edit ${config.groupedCategory}`}
      onSubmit={form.handleSubmit((request) =>
        save.run(
          { id: config?.id ?? null, form: request },
          {
            done: config === null ? M.categoryConfigCreated : M.categoryConfigUpdated,
            failed: M.categoryConfigSaveFailed,
          },
          onDone,
        ),
      )}
    >
      <div className={styles.full}>
        <TextField label="Category Name" required {...form.field('groupedCategory')} />
      </div>
      {number('displayOrder', 'Display Order', 'Lower shows first')}
      <TextField label="Customer Support Number" inputMode="tel" {...form.field('customerSupportNumber')} />
      <fieldset className={styles.section}>
        <legend>Visibility</legend>
        <Switch
          label="Visible"
          description="Residents see this category"
          checked={values.isVisible}
          onCheckedChange={(checked) => form.setValue('isVisible', checked)}
        />
        <Switch
          label="Has Catalog"
          description="Vendors are imported from the partner's catalog"
          checked={values.hasCatalog}
          onCheckedChange={(checked) => form.setValue('hasCatalog', checked)}
        />
        <Switch
          label="Orderable"
          description="Residents can add items to a cart and order"
          checked={values.isOrderable}
          onCheckedChange={(checked) => form.setValue('isOrderable', checked)}
        />
      </fieldset>

      {visibleSources(values.isOrderable).map((source) => (
        <PartnerSourceFields
          key={source}
          source={source}
          values={values.sources[source]}
          configId={config?.id ?? null}
          keyStored={hasStoredKey(config, source)}
          onChange={(next) => form.setValue('sources', { ...values.sources, [source]: next })}
        />
      ))}
      {errors.sources !== undefined && (
        <p role="alert" className={styles.formError}>
          {errors.sources}
        </p>
      )}

      <fieldset className={styles.section}>
        <legend>Billing</legend>
        {number('gstPercentage', 'GST %')}
        {number('itemGstPercentage', 'Item GST %')}
        {number('platformFeeRupees', 'Platform Fee (₹)', M.platformFeeGstHint)}
        {number('platformFeeDiscountPercentage', 'Platform Fee Discount %')}
        {number('deliveryChargesRupees', 'Delivery Charges (₹)')}
        {number('deliveryChargesDiscountPercentage', 'Delivery Charges Discount %')}
        <div className={styles.full}>
          <Switch
            label="Packaging Applicable"
            description="Charge packaging per item"
            checked={values.packagingApplicable}
            onCheckedChange={(checked) => form.setValue('packagingApplicable', checked)}
          />
        </div>
        {values.packagingApplicable && (
          <>
            <TextField label="Packaging Label" {...form.field('packagingLabel')} />
            {number('packagingChargesPerItem', 'Packaging Charges per Item (₹)')}
            {number('packagingDiscountPercent', 'Packaging Discount %')}
          </>
        )}
      </fieldset>

      <FormActions
        creating={config === null}
        createLabel="Create Config"
        pending={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
