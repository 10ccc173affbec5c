-- While a replica asks a partner about an order (the status poller or ?refresh=true), no other
-- asks: the claim that sets last_polled_at also leases the order until the ask's longest time.
ALTER TABLE "orders".orders ADD COLUMN status_poll_lease_until timestamptz(3);
