-- The dashboard's webhook analytics (GET /api/webhook/analytics) reads its window's whole hours from
-- the hourly totals too, and it shows the longest processing time of the window: each totals row
-- keeps the longest of the requests it counts. The statements that write log rows keep it with
-- greatest() as they add to the row; a reader takes the greatest over the row's writers.
--
-- Not subtractable like the sums: anything that deletes log rows must, besides subtracting them,
-- set the maximum of each hour it leaves rows in from the log rows left (readers ignore the
-- maximum of a row with no requests left).

-- The rows logged so far. Writers wait until this commits, so none is missed.
LOCK TABLE webhook_logs IN SHARE MODE;

-- A constant default adds the column without rewriting the table; it goes once the rows are filled.
ALTER TABLE webhook_log_hours ADD COLUMN max_processing_time_ms INTEGER NOT NULL DEFAULT 0;
ALTER TABLE webhook_log_source_hours ADD COLUMN max_processing_time_ms INTEGER NOT NULL DEFAULT 0;

-- Each writer's row of an hour, event and outcome gets the longest of all its requests: which
-- writer counted which request is not kept, and the greatest over the writers is what is read.
UPDATE webhook_log_hours AS totals
   SET max_processing_time_ms = logged.max_processing_time_ms
  FROM (SELECT date_trunc('hour', created_at, 'UTC') AS hour, event, success,
               max(processing_time_ms) AS max_processing_time_ms
          FROM webhook_logs
         GROUP BY 1, 2, 3) AS logged
 WHERE totals.hour = logged.hour AND totals.event = logged.event AND totals.success = logged.success;

UPDATE webhook_log_source_hours AS totals
   SET max_processing_time_ms = logged.max_processing_time_ms
  FROM (SELECT source_ip, date_trunc('hour', created_at, 'UTC') AS hour, event, success,
               max(processing_time_ms) AS max_processing_time_ms
          FROM webhook_logs
         WHERE source_ip IS NOT NULL
         GROUP BY 1, 2, 3, 4) AS logged
 WHERE totals.source_ip = logged.source_ip AND totals.hour = logged.hour AND totals.event = logged.event
   AND totals.success = logged.success;

-- Every write names it from now on.
ALTER TABLE webhook_log_hours ALTER COLUMN max_processing_time_ms DROP DEFAULT;
ALTER TABLE webhook_log_source_hours ALTER COLUMN max_processing_time_ms DROP DEFAULT;
