-- A partner order id is unique per partner (issue 27, decision 175): two partners (categories)
-- may both answer `ORD-1`, each for its own order; within one partner an id names one order.
-- The external id leads, so a webhook's lookup by the partner's order id still reads one range.
-- Every existing row already satisfies it (ids were unique across partners): nothing is rewritten.
CREATE UNIQUE INDEX orders_external_order_id_category_id_key ON orders (external_order_id, category_id);
DROP INDEX orders_external_order_id_key;
