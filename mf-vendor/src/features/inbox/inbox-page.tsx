import { useState } from 'react';
import {
  VENDOR_APP_TEXTS,
  VENDOR_ORDER_TABS,
  VENDOR_TAB_LABELS,
  type VendorOrderTab,
  type VendorOrdersResponse,
} from '@marketplace/contracts';
import { EmptyState, Icon, QueryView, Tabs } from '@marketplace/ui';
import { messageOf } from '../session/client-error';
import { useWorkspace } from '../workspace/workspace-context';
import { TakingOrdersPanel } from '../alert/taking-orders-panel';
import { latestCounts } from './inbox-cache';
import { OrderCard } from './order-card';
import { useNow } from './use-now';
import { useInboxTab } from './vendor-orders-api';
import styles from './inbox.module.css';

const TEXTS = VENDOR_APP_TEXTS.inbox;

/** The countdown to answer moves every second while New has orders; ages are in minutes otherwise. */
const COUNTDOWN_TICK_MS = 1_000;
const AGE_TICK_MS = 30_000;

/** /vendor for a store's member: the order inbox, New / In progress / Done with their counts. */
export function InboxPage() {
  const { stream } = useWorkspace();
  const live = stream === 'live';
  const [tab, setTab] = useState<VendorOrderTab>('new');
  // The workspace keeps New read (the alert needs it); this is the same query when New is shown.
  const newOrders = useInboxTab('new', { poll: !live });
  const shown = useInboxTab(tab, { poll: !live });
  const counts = latestCounts([
    { data: newOrders.data, updatedAt: newOrders.dataUpdatedAt },
    { data: shown.data, updatedAt: shown.dataUpdatedAt },
  ]);
  const now = useNow((newOrders.data?.orders.length ?? 0) > 0 ? COUNTDOWN_TICK_MS : AGE_TICK_MS);

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{TEXTS.title}</h1>
      <TakingOrdersPanel />
      <p className={styles.connection} role="status">
        {stream !== 'connecting' && (
          <>
            <span className={live ? styles.liveDot : styles.pollingDot} aria-hidden="true" />
            {live ? TEXTS.live : TEXTS.polling}
          </>
        )}
      </p>
      <Tabs
        label={TEXTS.tabsLabel}
        defaultTabId="new"
        onChange={(id) => setTab(id as VendorOrderTab)}
        tabs={VENDOR_ORDER_TABS.map((id) => ({
          id,
          label: TEXTS.tabLabel(VENDOR_TAB_LABELS[id], counts?.[id] ?? 0),
          content: <TabOrders tab={id} query={shown} now={now} />,
        }))}
      />
    </main>
  );
}

function TabOrders({
  tab,
  query,
  now,
}: {
  tab: VendorOrderTab;
  query: ReturnType<typeof useInboxTab>;
  now: number;
}) {
  return (
    <QueryView<VendorOrdersResponse>
      query={query}
      loading={TEXTS.loading}
      failure={(error) => messageOf(error, TEXTS.loadFailed)}
    >
      {({ orders }) =>
        orders.length === 0 ? (
          <EmptyState
            icon={<Icon name="receipt" size={32} />}
            title={TEXTS.emptyTitle[tab]}
            text={TEXTS.empty[tab]}
          />
        ) : (
          <ul className={styles.list}>
            {orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} now={now} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}
