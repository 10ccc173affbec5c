import { Suspense, lazy, useCallback, useMemo, useState, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import {
  VENDOR_APP_TEXTS,
  VENDOR_ROUTES,
  type VendorMeResponse,
  type VendorRoute,
} from '@marketplace/contracts';
import { Spinner } from '@marketplace/ui';
import { useOrderAlert } from '../alert/use-order-alert';
import { useInboxStream, useInboxTab } from '../inbox/vendor-orders-api';
import { roleIn } from '../session/session-api';
import { SuspendedBanner } from './suspended-banner';
import { WorkspaceContext, type WorkspaceState } from './workspace-context';
import { WorkspaceHeader } from './workspace-header';

/** A screen as a chunk of its own, fetched when its route is first shown (the budget of /vendor). */
function lazyScreen<Module>(load: () => Promise<Module>, name: keyof Module & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** Each vendor route's screen; a route of the contract's list without a screen does not compile. */
const SCREENS: Readonly<Record<VendorRoute, ComponentType>> = {
  '/vendor': lazyScreen(() => import('../inbox/inbox-page'), 'InboxPage'),
  '/vendor/menu': lazyScreen(() => import('../menu/menu-page'), 'MenuPage'),
  '/vendor/store': lazyScreen(() => import('../store/store-page'), 'StorePage'),
  '/vendor/money': lazyScreen(() => import('../money/money-page'), 'MoneyPage'),
  '/vendor/history': lazyScreen(() => import('../history/history-page'), 'HistoryPage'),
  // A member's invitation to another store; a user without a store gets it from the gate.
  '/vendor/join': lazyScreen(() => import('../join/join-page'), 'JoinPage'),
};

/**
 * A store member's side of /vendor. The live stream, the New tab and the alert live here rather
 * than in the inbox, so a new order still rings and shows in the tab title while another screen is
 * open. The store the menu, store and money screens show is chosen here (the header's picker).
 */
export function Workspace({ me }: { me: VendorMeResponse }) {
  const stream = useInboxStream();
  const newOrders = useInboxTab('new', { poll: stream !== 'live' });
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const markOpened = useCallback(
    (orderId: number) =>
      setOpened((current) => (current.has(orderId) ? current : new Set([...current, orderId]))),
    [],
  );
  const alert = useOrderAlert(newOrders.data?.orders, opened);
  const [chosenStoreId, chooseStore] = useState(me.stores[0]!.storeId);
  // A store the member no longer belongs to (GET /api/vendor/me read again) falls back to the first.
  const storeId = roleIn(me, chosenStoreId) === undefined ? me.stores[0]!.storeId : chosenStoreId;
  const role = roleIn(me, storeId)!;
  const state = useMemo<WorkspaceState>(
    () => ({ me, stream, opened, markOpened, alert, storeId, role, chooseStore }),
    [me, stream, opened, markOpened, alert, storeId, role],
  );

  return (
    <WorkspaceContext.Provider value={state}>
      <WorkspaceHeader />
      <SuspendedBanner storeId={storeId} />
      <Suspense fallback={<Spinner label={VENDOR_APP_TEXTS.loading} />}>
        <Routes>
          {VENDOR_ROUTES.map((path) => {
            const Screen = SCREENS[path];
            return <Route key={path} path={path} element={<Screen />} />;
          })}
          <Route path="*" element={<Navigate to={VENDOR_ROUTES[0]} replace />} />
        </Routes>
      </Suspense>
    </WorkspaceContext.Provider>
  );
}
