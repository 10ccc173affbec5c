import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  REPORTED_ORDER_STATUSES,
  VENDOR_APP_TEXTS,
  VENDOR_STATUS_LABELS,
  type ReportedOrderStatus,
  type VendorOrder,
  type VendorOrdersResponse,
} from '@marketplace/contracts';
import { Badge, Button, Card, EmptyState, Field, Icon, Input, QueryView, Select } from '@marketplace/ui';
import { itemLine, totalLine, customerLine } from '../inbox/order-card-text';
import { placedAt } from '../inbox/time-text';
import { useOrderHistory } from '../inbox/vendor-orders-api';
import { messageOf } from '../session/client-error';
import { useWorkspace } from '../workspace/workspace-context';
import {
  NO_FILTERS,
  historyApiQuery,
  historyFilterError,
  historySearchParams,
  readHistoryFilters,
  type HistoryFilters,
} from './history-query';
import styles from './history.module.css';

const TEXTS = VENDOR_APP_TEXTS.history;

/** /vendor/history: the store's orders, searched by order number, status, dates and (with several) store. */
export function HistoryPage() {
  const { me } = useWorkspace();
  const [params, setParams] = useSearchParams();
  const filters = readHistoryFilters(
    params,
    me.stores.map((store) => store.storeId),
  );
  const orders = useOrderHistory(historyApiQuery(filters));
  const resultsId = useId();

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{TEXTS.title}</h1>
      <HistoryFiltersForm
        // A new URL (Back, a link) starts the form from what it names.
        key={params.toString()}
        initial={filters}
        stores={me.stores}
        onSearch={(next) => setParams(historySearchParams(next))}
      />
      <section aria-labelledby={resultsId} className={styles.results}>
        <QueryView<VendorOrdersResponse>
          query={orders}
          loading={TEXTS.loading}
          failure={(error) => messageOf(error, VENDOR_APP_TEXTS.inbox.loadFailed)}
        >
          {({ orders: found }) => (
            <>
              <h2 id={resultsId} className={styles.count} aria-live="polite">
                {TEXTS.count(found.length)}
              </h2>
              {found.length === 0 ? (
                <EmptyState
                  icon={<Icon name="search" size={32} />}
                  title={TEXTS.none}
                  text={TEXTS.noneHint}
                  headingLevel={3}
                />
              ) : (
                <ul className={styles.list}>
                  {found.map((order) => (
                    <li key={order.id}>
                      <HistoryEntry order={order} showStore={me.stores.length > 1} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryView>
      </section>
    </main>
  );
}

function HistoryFiltersForm({
  initial,
  stores,
  onSearch,
}: {
  initial: HistoryFilters;
  stores: ReadonlyArray<{ storeId: number; name: string }>;
  onSearch: (filters: HistoryFilters) => void;
}) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | undefined>(undefined);
  const set = <Name extends keyof HistoryFilters>(name: Name, value: HistoryFilters[Name]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = historyFilterError(values);
    setError(problem);
    if (problem === undefined) onSearch(values);
  };

  return (
    <Card>
      <form className={styles.filters} noValidate onSubmit={submit} aria-label={TEXTS.filters}>
        {stores.length > 1 && (
          <Field label={TEXTS.store}>
            {(control) => (
              <Select
                {...control}
                value={values.storeId ?? ''}
                onChange={(event) =>
                  set('storeId', event.target.value === '' ? null : Number(event.target.value))
                }
              >
                <option value="">{TEXTS.allStores}</option>
                {stores.map((store) => (
                  <option key={store.storeId} value={store.storeId}>
                    {store.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <Field label={TEXTS.search}>
          {(control) => (
            <Input
              {...control}
              type="search"
              maxLength={40}
              placeholder={TEXTS.searchPlaceholder}
              value={values.q}
              onChange={(event) => set('q', event.target.value)}
            />
          )}
        </Field>
        <Field label={TEXTS.status}>
          {(control) => (
            <Select
              {...control}
              value={values.status}
              onChange={(event) => set('status', event.target.value as ReportedOrderStatus | '')}
            >
              <option value="">{TEXTS.allStatuses}</option>
              {REPORTED_ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {VENDOR_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className={styles.dates}>
          <Field label={TEXTS.from} error={error}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={values.from}
                onChange={(event) => set('from', event.target.value)}
              />
            )}
          </Field>
          <Field label={TEXTS.to}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={values.to}
                onChange={(event) => set('to', event.target.value)}
              />
            )}
          </Field>
        </div>
        <div className={styles.buttons}>
          <Button
            variant="secondary"
            onClick={() => {
              setValues(NO_FILTERS);
              setError(undefined);
              onSearch(NO_FILTERS);
            }}
          >
            {TEXTS.clear}
          </Button>
          <Button type="submit">
            <Icon name="search" size={16} />
            {TEXTS.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function HistoryEntry({ order, showStore }: { order: VendorOrder; showStore: boolean }) {
  const headingId = useId();
  const who = customerLine(order.customer);
  return (
    <article aria-labelledby={headingId} className={styles.entry}>
      <div className={styles.entryHeader}>
        <h3 id={headingId} className={styles.orderNumber}>
          {order.orderNumber}
        </h3>
        <Badge
          variant={
            order.status === 'cancelled'
              ? 'destructive'
              : order.status === 'delivered'
                ? 'success'
                : 'neutral'
          }
        >
          {VENDOR_STATUS_LABELS[order.status]}
        </Badge>
      </div>
      <p className={styles.muted}>
        {placedAt(order.createdAt)}
        {showStore && ` · ${order.storeName}`}
        {who !== '' && ` · ${who}`}
      </p>
      <p>{order.items.map(itemLine).join(', ')}</p>
      <p className={styles.total}>{totalLine(order)}</p>
      {order.status === 'cancelled' && order.cancelReason !== null && (
        <p className={styles.muted}>{VENDOR_APP_TEXTS.card.cancelled(order.cancelReason)}</p>
      )}
    </article>
  );
}
