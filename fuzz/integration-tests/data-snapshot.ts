import type { Query } from './fuzz-services';

/**
 * Tables a refused request legitimately writes to, so they are left out of the comparison:
 * - auth.throttle_counters: a refused login or registration counts against the caller's address
 *   (that is the throttle doing its job);
 * - webhooks.webhook_logs and the hourly totals kept from it: every delivery is logged, a refused
 *   one included, for the Webhook Report and the analytics (webhook service, spec).
 */
export const CHANGING_TABLES = new Set([
  'auth.throttle_counters',
  'webhooks.webhook_logs',
  'webhooks.webhook_log_hours',
  'webhooks.webhook_log_source_hours',
]);

/** Row count and a hash of every row of every table of one database (outside CHANGING_TABLES). */
export async function snapshot(query: Query): Promise<Record<string, string>> {
  const tables = await query(
    `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables as { name: string }[]) {
    if (CHANGING_TABLES.has(name)) continue;
    const quoted = name
      .split('.')
      .map((part) => `"${part}"`)
      .join('.');
    const [row] = await query(
      `SELECT count(*)::text AS rows, coalesce(md5(string_agg(md5(t::text), ',' ORDER BY md5(t::text))), '-') AS hash
         FROM ${quoted} AS t`,
    );
    result[name] = `${row!.rows} rows, ${row!.hash}`;
  }
  return result;
}
