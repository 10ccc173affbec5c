-- The orders report over every order (the dashboard's "All", no date window) counts them by status
-- in each answer. Without a window that GROUP BY read every entry of orders_created_at_id_idx and
-- hashed its status: about 33 ms of PostgreSQL's CPU an answer at 100,000 orders, which kept the
-- report's p95 over 200 ms at 8 connections (docs/performance.md, issue 12). An index of the status
-- alone is a few deduplicated posting lists (0.7 MB at 100,000 orders) read in status order, so
-- the count is one pass without hashing: about 14 ms. It still reads an entry per order; windowed
-- counts keep reading orders_created_at_id_idx, and a status filter's page keeps its own index.
CREATE INDEX orders_status_idx ON orders (status);
