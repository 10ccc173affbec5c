-- Webhook ids are unique per partner (issue 27, decision 175): two partners may both send id
-- `evt_1` and each has its one effect; one partner repeating an id is still a duplicate.
-- partner_id is the partner whose secret verified the delivery (a category config id); null is the
-- default partner (WEBHOOK_SECRET without a webhook-partner-id header) and the refused deliveries.
ALTER TABLE webhook_logs ADD COLUMN partner_id INTEGER CHECK (partner_id > 0);

-- The rows already logged keep their ids; an accepted row whose event is still in the outbox takes
-- its partner from the event. The others (the default partner's, or events pruned since) stay null:
-- a signed delivery older than the 5-minute tolerance is refused anyway.
UPDATE webhook_logs AS log
   SET partner_id = (outbox.payload #>> '{data,partner,id}')::int
  FROM outbox
 WHERE outbox.type = 'webhook.received'
   AND outbox.payload #>> '{data,partner,kind}' = 'partner'
   AND (outbox.payload #>> '{data,webhookLogId}')::int = log.id
   AND log.success AND NOT log.duplicate;

-- One effective delivery per (partner, webhook id); null partners are one partner (NULLS NOT
-- DISTINCT), so the default partner's repeats still conflict. Rows without a webhook id (logged
-- before ids were required) stay outside the index, as they were outside the one it replaces.
CREATE UNIQUE INDEX webhook_logs_partner_webhook_id_delivered_key
    ON webhook_logs (partner_id, webhook_id) NULLS NOT DISTINCT
 WHERE success AND NOT duplicate AND webhook_id IS NOT NULL;
DROP INDEX webhook_logs_webhook_id_delivered_key;
