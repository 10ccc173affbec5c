import {
  CATEGORY_ADMIN_MESSAGES as M,
  ORDER_STATUS_CONFIG_STATUSES,
  OrderStatusConfigRequestSchema,
  type CategoryConfig,
  type OrderStatusConfigView,
} from '@marketplace/contracts';
import { CheckboxGroup, Dialog, Switch, TextAreaField, TextField, useValidatedForm } from '@marketplace/ui';
import type { Editing } from '../shared/config-list-tab';
import { AuthMethodSelect } from '../shared/auth-method-select';
import styles from '../shared/configs.module.css';
import { FormActions } from '../shared/form-actions';
import {
  emptyOrderStatusConfigValues,
  orderStatusConfigValuesFrom,
  type OrderStatusConfigValues,
} from './order-status-config-form';
import { useSaveOrderStatusConfig } from './order-status-configs-api';

const STATUS_OPTIONS = ORDER_STATUS_CONFIG_STATUSES.map((status) => ({
  value: status,
  label: status.replace(/^./, (first) => first.toUpperCase()),
}));

/** Admin spec 2: 'Add Order Status Config', or the edit dialog of one config (null when closed). */
export function OrderStatusConfigDialog({
  editing,
  categories,
  onClose,
}: {
  editing: Editing<OrderStatusConfigView> | null;
  categories: readonly CategoryConfig[];
  onClose: () => void;
}) {
  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      title={editing?.item ? M.orderStatusConfigTitle(editing.item.id) : 'Add Order Status Config'}
    >
      {editing !== null && (
        <OrderStatusConfigForm config={editing.item} categories={categories} onDone={onClose} />
      )}
    </Dialog>
  );
}

function OrderStatusConfigForm({
  config,
  categories,
  onDone,
}: {
  config: OrderStatusConfigView | null;
  categories: readonly CategoryConfig[];
  onDone: () => void;
}) {
  const form = useValidatedForm<typeof OrderStatusConfigRequestSchema, OrderStatusConfigValues>(
    OrderStatusConfigRequestSchema,
    config === null ? emptyOrderStatusConfigValues() : orderStatusConfigValuesFrom(config),
  );
  const { values, errors } = form;
  const save = useSaveOrderStatusConfig();
  const keyStored = config?.authKey !== null && config?.authKey !== undefined;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={config === null ? 'Add Order Status Config' : M.orderStatusConfigTitle(config.id)}
      onSubmit={form.handleSubmit((request) =>
        save.run(
          { id: config?.id ?? null, form: request },
          {
            done: config === null ? M.orderStatusConfigCreated : M.orderStatusConfigUpdated,
            failed: M.orderStatusConfigSaveFailed,
          },
          onDone,
        ),
      )}
    >
      <CheckboxGroup
        className={styles.full}
        legend="Categories"
        options={categories.map((category) => ({
          value: String(category.id),
          label: category.groupedCategory,
        }))}
        values={values.categoryIds}
        onChange={(ids) => form.setValue('categoryIds', ids)}
        error={errors.categoryIds}
      />
      <CheckboxGroup
        className={styles.full}
        legend="Order Statuses"
        options={STATUS_OPTIONS}
        values={values.orderStatuses}
        onChange={(statuses) => form.setValue('orderStatuses', statuses)}
        error={errors.orderStatuses}
      />
      <div className={styles.full}>
        <TextField
          label="External System Endpoint"
          required
          type="url"
          inputMode="url"
          placeholder="https://partner.example/orders/{orderId}/status"
          hint="{orderId} is replaced by the partner's order id"
          {...form.field('externalSystemEndpoint')}
        />
      </div>
      <AuthMethodSelect
        value={values.authMethod}
        onChange={(method) => form.setValue('authMethod', method)}
      />
      {values.authMethod !== 'none' ? (
        <TextField
          label="Auth Key"
          type="password"
          autoComplete="off"
          placeholder={keyStored ? 'Key stored: leave blank to keep it' : ''}
          {...form.field('authKey')}
        />
      ) : (
        <span aria-hidden="true" />
      )}
      <TextField
        label="Fetch Interval (minutes)"
        inputMode="numeric"
        {...form.field('fetchIntervalMinutes')}
      />
      <TextField label="Max Age (hours)" inputMode="numeric" {...form.field('maxAgeHours')} />
      <TextField label="Priority" inputMode="numeric" hint="1 is asked first" {...form.field('priority')} />
      <TextField label="Retry Attempts" inputMode="numeric" {...form.field('retryAttempts')} />
      <TextField label="Timeout (seconds)" inputMode="numeric" {...form.field('timeoutSeconds')} />
      <div className={styles.full}>
        <TextAreaField label="Description" rows={2} {...form.field('description')} />
      </div>
      <div className={styles.full}>
        <Switch
          label="Active"
          description="Only active configs are used by the status poller"
          checked={values.isActive}
          onCheckedChange={(checked) => form.setValue('isActive', checked)}
        />
      </div>
      <FormActions
        creating={config === null}
        createLabel="Create Config"
        pending={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
