-- A webhook moves only an order of the partner whose secret signed it (the webhook.received
-- event's `partner`), so an update kept early keeps that partner too: partner_id is the category
-- config id of a partner with a secret of its own; null is the default partner (WEBHOOK_SECRET),
-- which speaks for every category but those in partner_except_ids, the ones that had secrets of
-- their own when the webhook arrived. Rows kept before this change are the default partner's.
ALTER TABLE early_partner_updates ADD COLUMN partner_id INTEGER;
ALTER TABLE early_partner_updates ADD COLUMN partner_except_ids INTEGER[] NOT NULL DEFAULT '{}';
