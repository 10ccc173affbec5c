-- Order service, schema `orders` (the runner sets search_path, so names are unqualified).

CREATE TABLE orders (
  id                      SERIAL PRIMARY KEY,
  user_id                 INTEGER NOT NULL,
  vendor_id               INTEGER NOT NULL,
  category_id             INTEGER NOT NULL,
  external_restaurant_id  TEXT,
  restaurant_name         TEXT NOT NULL,
  restaurant_address      TEXT,
  status                  TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'accepted', 'preparing', 'ready', 'picked_up', 'out_for_delivery', 'delivered', 'cancelled')),
  external_status         TEXT,
  external_order_id       TEXT,
  items_total_paise       INTEGER NOT NULL CHECK (items_total_paise >= 0),
  platform_fee_paise      INTEGER NOT NULL CHECK (platform_fee_paise >= 0),
  delivery_charge_paise   INTEGER NOT NULL CHECK (delivery_charge_paise >= 0),
  packaging_paise         INTEGER NOT NULL CHECK (packaging_paise >= 0),
  gst_paise               INTEGER NOT NULL CHECK (gst_paise >= 0),
  total_amount_paise      INTEGER NOT NULL CHECK (total_amount_paise >= 0),
  delivery_address        TEXT NOT NULL,
  phone_number            TEXT NOT NULL,
  payment_method          TEXT NOT NULL DEFAULT 'cod' CHECK (payment_method IN ('cod')),
  payment_id              TEXT,
  payment_status          TEXT NOT NULL DEFAULT 'pending' CHECK (payment_status IN ('pending', 'completed')),
  special_instructions    TEXT CHECK (char_length(special_instructions) <= 500),
  customer_first_name     TEXT,
  customer_last_name      TEXT,
  customer_flat_number    TEXT,
  customer_community_name TEXT,
  customer_support_number TEXT,
  estimated_delivery_at   TIMESTAMPTZ(3),
  accepted_at             TIMESTAMPTZ(3),
  preparing_at            TIMESTAMPTZ(3),
  ready_at                TIMESTAMPTZ(3),
  picked_up_at            TIMESTAMPTZ(3),
  out_for_delivery_at     TIMESTAMPTZ(3),
  delivered_at            TIMESTAMPTZ(3),
  cancelled_at            TIMESTAMPTZ(3),
  relay_status            TEXT NOT NULL DEFAULT 'not_required'
    CHECK (relay_status IN ('not_required', 'pending', 'relayed', 'failed')),
  relay_attempts          INTEGER NOT NULL DEFAULT 0 CHECK (relay_attempts >= 0),
  relay_error             TEXT,
  relay_next_attempt_at   TIMESTAMPTZ(3),
  relayed_at              TIMESTAMPTZ(3),
  partner_order_status_url TEXT,
  last_polled_at          TIMESTAMPTZ(3),
  rating                  INTEGER CHECK (rating BETWEEN 1 AND 5),
  rating_remarks          TEXT CHECK (char_length(rating_remarks) <= 500),
  rated_at                TIMESTAMPTZ(3),
  created_at              TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  updated_at              TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
-- NULLs are distinct in a unique index, so only orders a partner has accepted compete for an id.
CREATE UNIQUE INDEX orders_external_order_id_key ON orders (external_order_id);
CREATE INDEX orders_user_id_created_at_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_status_created_at_idx ON orders (status, created_at);
-- The relay worker looks only at orders still waiting for their partner.
CREATE INDEX orders_relay_pending_idx ON orders (relay_next_attempt_at) WHERE relay_status = 'pending';

CREATE TABLE order_items (
  id               SERIAL PRIMARY KEY,
  order_id         INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  menu_item_id     INTEGER,
  external_menu_id TEXT,
  name             TEXT NOT NULL,
  price_paise      INTEGER NOT NULL CHECK (price_paise >= 0),
  quantity         INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99)
);
CREATE INDEX order_items_order_id_idx ON order_items (order_id);

CREATE TABLE order_status_history (
  id              SERIAL PRIMARY KEY,
  order_id        INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status          TEXT NOT NULL,
  external_status TEXT,
  source          TEXT NOT NULL CHECK (source IN ('webhook', 'poll', 'customer', 'system')),
  applied         BOOLEAN NOT NULL DEFAULT true,
  occurred_at     TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
CREATE INDEX order_status_history_order_id_occurred_at_idx ON order_status_history (order_id, occurred_at);

CREATE TABLE notifications (
  id         SERIAL PRIMARY KEY,
  user_id    INTEGER NOT NULL,
  type       TEXT NOT NULL DEFAULT 'order_update' CHECK (type IN ('order_update')),
  title      TEXT NOT NULL,
  message    TEXT NOT NULL,
  is_read    BOOLEAN NOT NULL DEFAULT false,
  order_id   INTEGER REFERENCES orders (id) ON DELETE SET NULL,
  created_at TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_id_created_at_idx ON notifications (user_id, created_at DESC);

CREATE TABLE order_status_configs (
  id                       SERIAL PRIMARY KEY,
  category_ids             INTEGER[] NOT NULL DEFAULT '{}',
  order_statuses           TEXT[] NOT NULL DEFAULT '{}',
  external_system_endpoint TEXT NOT NULL,
  auth_method              TEXT NOT NULL DEFAULT 'bearer' CHECK (auth_method IN ('bearer', 'api_key', 'basic', 'none')),
  auth_key                 TEXT,
  fetch_interval_minutes   INTEGER NOT NULL DEFAULT 5 CHECK (fetch_interval_minutes >= 1),
  max_age_hours            INTEGER NOT NULL DEFAULT 24 CHECK (max_age_hours >= 1),
  priority                 INTEGER NOT NULL DEFAULT 1 CHECK (priority >= 1),
  retry_attempts           INTEGER NOT NULL DEFAULT 3 CHECK (retry_attempts >= 0),
  timeout_seconds          INTEGER NOT NULL DEFAULT 30 CHECK (timeout_seconds >= 1),
  description              TEXT,
  is_active                BOOLEAN NOT NULL DEFAULT true,
  created_at               TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  updated_at               TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
