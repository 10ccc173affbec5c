import type { SqlClient } from './sql-client';

/** One outbox row as the relay reads it. */
export interface MemoryOutboxRow {
  seq: string;
  id: string;
  topic: string;
  key: string;
  type: string;
  payload: string;
  published: boolean;
}

/**
 * An outbox in memory for unit tests of the relay: it answers the relay's statements (the unpublished
 * rows, then marking them published) and always grants its lease.
 */
export function memoryOutbox() {
  const rows: MemoryOutboxRow[] = [];
  const sql: SqlClient = {
    query: async <T>(text: string) => {
      if (text.includes('outbox_relay_lease')) return [{ holder: 'this relay' }] as T[];
      return rows.filter((row) => !row.published) as T[];
    },
    execute: async (text: string, params: unknown[] = []) => {
      if (!text.startsWith('UPDATE')) return 0;
      const ids = String(params[0]).split(',');
      for (const row of rows) if (ids.includes(row.id)) row.published = true;
      return ids.length;
    },
  };
  return { sql, rows };
}
