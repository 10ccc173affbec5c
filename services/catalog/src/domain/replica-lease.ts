/**
 * A right one replica of all the catalog's holds at a time, until it expires (TableLease of
 * @marketplace/db). Acquiring it again while holding it renews it.
 */
export interface ReplicaLease {
  readonly leaseMs: number;
  /** True when this replica now holds it; false while another one does. */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
}
