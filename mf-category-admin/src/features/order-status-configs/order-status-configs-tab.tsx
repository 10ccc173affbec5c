import { useMemo, useState } from 'react';
import {
  AUTH_METHOD_LABELS,
  CATEGORY_ADMIN_MESSAGES as M,
  type OrderStatusConfigView,
} from '@marketplace/contracts';
import { Badge, Button, Card, EmptyState, Field, Select } from '@marketplace/ui';
import { useCategoryConfigs } from '../category-configs/category-configs-api';
import { ConfigCardActions } from '../shared/config-card-actions';
import { ConfigListTab } from '../shared/config-list-tab';
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
  const remove = useDeleteOrderStatusConfig();
  return (
    <ConfigListTab<OrderStatusConfigView>
      title="Order Status Config"
      addLabel="Add Order Status Config"
      filters={
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
      }
      query={configs}
      failure={(error) => M.loadConfigurationsFailed(error.message)}
      loading={M.loadingOrderStatusConfigs}
      empty={(add) => (
        <EmptyState
          headingLevel={3}
          title={M.noOrderStatusConfigs}
          text="Tell the status poller which partner orders to ask about, and how often."
          action={<Button onClick={add}>{M.addFirstConfiguration}</Button>}
        />
      )}
      card={(config, actions) => (
        <OrderStatusConfigCard
          config={config}
          names={names}
          onEdit={actions.edit}
          onDelete={actions.remove}
        />
      )}
      dialog={(editing, close) => (
        <OrderStatusConfigDialog editing={editing} categories={categories.data ?? []} onClose={close} />
      )}
      deletion={{
        title: 'Delete Order Status Config',
        nameOf: (config) => M.orderStatusConfigTitle(config.id),
        remove,
        texts: { done: M.orderStatusConfigDeleted, failed: M.orderStatusConfigDeleteFailed },
      }}
    />
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
      <div className={styles.badges} role="group" aria-label="Categories">
        {categoryBadges(config.categoryIds, names).map((badge) => (
          <Badge key={badge.id} variant={badge.known ? 'brand' : 'destructive'}>
            {badge.label}
          </Badge>
        ))}
      </div>
      <div className={styles.badges} role="group" aria-label="Order statuses">
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
      <ConfigCardActions name={title} onEdit={onEdit} onDelete={onDelete} />
    </Card>
  );
}
