-- The back-office orders report (admin spec 2, 3) shows each order under its vendor's category as
-- it was when the order was placed. Orders placed before this column existed have none and are
-- shown under the default category label.
ALTER TABLE orders ADD COLUMN category_name TEXT;

-- The report pages through a date window newest first (created_at DESC, id DESC: ids break ties
-- between orders placed in the same millisecond, and the export's keyset cursor is that pair), and
-- counts the window's orders by status in the same request. Carrying status in the index lets that
-- count read the index alone instead of every row of the window.
CREATE INDEX orders_created_at_id_idx ON orders (created_at DESC, id DESC) INCLUDE (status);

-- With a status filter the page is one range of this index, already in the report's order. It
-- replaces (status, created_at), which it serves in full, so inserts keep one index for both.
CREATE INDEX orders_status_created_at_id_idx ON orders (status, created_at DESC, id DESC);
DROP INDEX orders_status_created_at_idx;
