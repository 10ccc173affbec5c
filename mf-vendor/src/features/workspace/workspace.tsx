import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { VENDOR_ROUTES, type VendorMeResponse, type VendorRoute } from '@marketplace/contracts';
import { useOrderAlert } from '../alert/use-order-alert';
import { HistoryPage } from '../history/history-page';
import { InboxPage } from '../inbox/inbox-page';
import { useInboxStream, useInboxTab } from '../inbox/vendor-orders-api';
import { WorkspaceContext, type WorkspaceState } from './workspace-context';
import { WorkspaceHeader } from './workspace-header';

/** Each vendor route's screen; a route of the contract's list without a screen does not compile. */
const SCREENS: Readonly<Record<VendorRoute, ComponentType>> = {
  '/vendor': InboxPage,
  '/vendor/history': HistoryPage,
};

/**
 * A store member's side of /vendor. The live stream, the New tab and the alert live here rather
 * than in the inbox, so a new order still rings and shows in the tab title while the history is open.
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
  const state = useMemo<WorkspaceState>(
    () => ({ me, stream, opened, markOpened, alert }),
    [me, stream, opened, markOpened, alert],
  );

  return (
    <WorkspaceContext.Provider value={state}>
      <WorkspaceHeader me={me} />
      <Routes>
        {VENDOR_ROUTES.map((path) => {
          const Screen = SCREENS[path];
          return <Route key={path} path={path} element={<Screen />} />;
        })}
        <Route path="*" element={<Navigate to={VENDOR_ROUTES[0]} replace />} />
      </Routes>
    </WorkspaceContext.Provider>
  );
}
