import { useMemo, useState } from 'react';
import {
  AUTH_METHOD_LABELS,
  CATEGORY_ADMIN_MESSAGES as M,
  type OrderStatusConfigView,
} from '@marketplace/contracts';
import { Badge, Button, Card, ConfirmDialog, EmptyState, Field, QueryView, Select } from '@marketplace/ui';
import { useCategoryConfigs } from '../category-configs/category-configs-api';
import styles from '../shared/configs.module.css';
import { OrderStatusConfigDialog } from './order-status-config-dialog';
import { categoryBadges, pollUsage } from './order-status-config-form';
import { useDeleteOrderStatusConfig, useOrderStatusConfigs } from './order-status-configs-api';

/**
 * Admin spec 2, Order Status Config: the category filter, the cards, the loading, error and empty
 * states, and the add, edit and delete dialogs.
 */
export function OrderStatusConfigsTab() {
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const configs = useOrderStatusConfigs(categoryId);
  const categories = useCategoryConfigs();
  const names = useMemo(
    () => new Map((categories.data ?? []).map((category) => [category.id, category.groupedCategory])),
    [categories.data],
  );
  const [editing, setEditing] = useState<{ config: OrderStatusConfigView | null } | null>(null);
  const [deleting, setDeleting] = useState<OrderStatusConfigView | null>(null);
  const remove = useDeleteOrderStatusConfig();
  const add = () => setEditing({ config: null });

  return (
    <section className={styles.tab} aria-labelledby="order-status-configs-title">
      <div className={styles.toolbar}>
        <h2 id="order-status-configs-title" className={styles.toolbarTitle}>
          Order Status Config
        </h2>
        <Field label="Category" className={styles.filter}>
          {(control) => (
            <Select
              {...control}
              value={categoryId === null ? 'all' : String(categoryId)}
              onChange={(event) =>
                setCategoryId(event.target.value === 'all' ? null : Number(event.target.value))
              }
            >
              <option value="all">{M.allCategories}</option>
              {(categories.data ?? []).map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.groupedCategory}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button onClick={add}>Add Order Status Config</Button>
      </div>
      <QueryView
        query={configs}
        failure={(error) => M.loadConfigurationsFailed(error.message)}
        loading={M.loadingOrderStatusConfigs}
        retryLabel="Retry"
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              title={M.noOrderStatusConfigs}
              text="Tell the status poller which partner orders to ask about, and how often."
              action={<Button onClick={add}>{M.addFirstConfiguration}</Button>}
            />
          ) : (
            <ul className={styles.list}>
              {list.map((config) => (
                <li key={config.id}>
                  <OrderStatusConfigCard
                    config={config}
                    names={names}
                    onEdit={() => setEditing({ config })}
                    onDelete={() => setDeleting(config)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <OrderStatusConfigDialog
        editing={editing}
        categories={categories.data ?? []}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Order Status Config"
        message={M.deleteConfirm(deleting ? M.orderStatusConfigTitle(deleting.id) : '')}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.run(
            deleting.id,
            { done: M.orderStatusConfigDeleted, failed: M.orderStatusConfigDeleteFailed },
            () => setDeleting(null),
          )
        }
      />
    </section>
  );
}

function OrderStatusConfigCard({
  config,
  names,
  onEdit,
  onDelete,
}: {
  config: OrderStatusConfigView;
  names: ReadonlyMap<number, string>;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const title = M.orderStatusConfigTitle(config.id);
  return (
    <Card className={styles.card}>
      <div className={styles.cardHeader}>
        <h3 className={styles.cardTitle}>{title}</h3>
        <Badge variant={config.isActive ? 'success' : 'neutral'}>
          {config.isActive ? 'Active' : 'Inactive'}
        </Badge>
      </div>
      <div className={styles.badges} aria-label="Categories">
        {categoryBadges(config.categoryIds, names).map((badge) => (
          <Badge key={badge.id} variant={badge.known ? 'brand' : 'destructive'}>
            {badge.label}
          </Badge>
        ))}
      </div>
      <div className={styles.badges} aria-label="Order statuses">
        {config.orderStatuses.map((status) => (
          <Badge key={status} variant="outline">
            {status}
          </Badge>
        ))}
      </div>
      <dl className={styles.details}>
        <dt>Endpoint</dt>
        <dd>{config.externalSystemEndpoint}</dd>
        <dt>Auth method</dt>
        <dd>{AUTH_METHOD_LABELS[config.authMethod]}</dd>
        <dt>Interval</dt>
        <dd>{config.fetchIntervalMinutes} min</dd>
        <dt>Max age</dt>
        <dd>{config.maxAgeHours} h</dd>
        <dt>Priority</dt>
        <dd>{config.priority}</dd>
        <dt>Timeout</dt>
        <dd>{config.timeoutSeconds} s</dd>
        <dt>Retries</dt>
        <dd>{config.retryAttempts}</dd>
        <dt>Last poll</dt>
        <dd>{pollUsage(config)}</dd>
        {config.lastPollError && (
          <>
            <dt>Last error</dt>
            <dd>{config.lastPollError}</dd>
          </>
        )}
        {config.description && (
          <>
            <dt>Description</dt>
            <dd>{config.description}</dd>
          </>
        )}
      </dl>
      <div className={styles.cardActions}>
        <Button variant="secondary" size="small" aria-label={`Edit ${title}`} onClick={onEdit}>
          Edit
        </Button>
        <Button variant="destructive" size="small" aria-label={`Delete ${title}`} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </Card>
  );
}
