-- The back-office webhook report (admin spec 2, 3): one page of the log newest first, and exact
-- totals over every matching request, at a million rows and more.

-- The page is one range of this index, already in the report's order (ids break ties between
-- requests logged in the same millisecond). It replaces (created_at), which it serves in full, so
-- inserts keep one index for both.
CREATE INDEX webhook_logs_created_at_id_idx ON webhook_logs (created_at DESC, id DESC);
DROP INDEX webhook_logs_created_at_idx;

-- Totals per UTC hour, so the report adds up a few rows an hour instead of every request of its
-- window; requests in the window's partial first and last hours are counted from the log itself.
-- The statements that write log rows add to these in the same statement, so they are exact
-- whenever the log is. `writer` is the batch writer that added to the row (group-commit.ts): each
-- has rows of its own, so concurrent batches never wait on one another's row locks. The log is
-- append-only; anything that deletes log rows must subtract them here too.
CREATE TABLE webhook_log_hours (
  hour               TIMESTAMPTZ NOT NULL,
  event              TEXT NOT NULL,
  success            BOOLEAN NOT NULL,
  writer             SMALLINT NOT NULL,
  requests           INTEGER NOT NULL,
  processing_time_ms BIGINT NOT NULL,
  PRIMARY KEY (hour, event, success, writer)
);

-- The same per source IP (requests without one are left out: no filter asks for them), led by the
-- address so a source-IP filter reads only that address's rows, however many other addresses the
-- log holds.
CREATE TABLE webhook_log_source_hours (
  source_ip          TEXT NOT NULL,
  hour               TIMESTAMPTZ NOT NULL,
  event              TEXT NOT NULL,
  success            BOOLEAN NOT NULL,
  writer             SMALLINT NOT NULL,
  requests           INTEGER NOT NULL,
  processing_time_ms BIGINT NOT NULL,
  PRIMARY KEY (source_ip, hour, event, success, writer)
);

-- The rows logged so far. Writers wait until this commits, so none is missed.
LOCK TABLE webhook_logs IN SHARE MODE;
INSERT INTO webhook_log_hours (hour, event, success, writer, requests, processing_time_ms)
SELECT date_trunc('hour', created_at, 'UTC'), event, success, 0, count(*), sum(processing_time_ms)
  FROM webhook_logs
 GROUP BY 1, 2, 3;
INSERT INTO webhook_log_source_hours (source_ip, hour, event, success, writer, requests, processing_time_ms)
SELECT source_ip, date_trunc('hour', created_at, 'UTC'), event, success, 0, count(*), sum(processing_time_ms)
  FROM webhook_logs
 WHERE source_ip IS NOT NULL
 GROUP BY 1, 2, 3, 4;
