import { createContext, useContext } from 'react';
import type { StoreRole, VendorMeResponse } from '@marketplace/contracts';
import type { OrderAlert } from '../alert/use-order-alert';
import type { StreamState } from '../inbox/vendor-orders-api';

/** What the member's screens share while the workspace is open, whichever screen shows. */
export interface WorkspaceState {
  me: VendorMeResponse;
  /** The live stream's state; while it is not live, the inbox polls. */
  stream: StreamState;
  /** New orders this device has opened (expanded): they no longer ring. */
  opened: ReadonlySet<number>;
  markOpened(orderId: number): void;
  alert: OrderAlert;
  /** The store the menu, store and money screens show: the header's choice, the first store at first. */
  storeId: number;
  /** The member's role in that store. */
  role: StoreRole;
  chooseStore(storeId: number): void;
}

export const WorkspaceContext = createContext<WorkspaceState | null>(null);

export function useWorkspace(): WorkspaceState {
  const state = useContext(WorkspaceContext);
  if (state === null) throw new Error('useWorkspace must be used inside the vendor workspace');
  return state;
}
