-- The lease one relay of this service's replicas holds while it publishes the outbox, written by
-- outboxRelayLeaseSql('orders') of @marketplace/events. A unit test holds this file to that definition.
CREATE TABLE "orders".outbox_relay_lease (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);
