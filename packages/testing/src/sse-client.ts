import { request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

/** One event as a browser's EventSource would dispatch it, or a comment line (a heartbeat). */
export interface ReceivedEvent {
  event: string;
  id: string | undefined;
  data: string;
  /** performance.now() when its last line arrived. */
  receivedAt: number;
}

export interface SseConnection {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body of a refusal (a JSON error), once it has ended; empty for a stream. */
  body: string;
  events: ReceivedEvent[];
  comments: string[];
  /** The `retry:` hint, once seen. */
  retryMs: number | undefined;
  /** Resolves with the first event (already received or still to come) that matches. */
  next(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves once a comment line has arrived after this call. */
  nextComment(timeoutMs?: number): Promise<string>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * A server-sent-event client over plain HTTP, parsing the stream as the WHATWG spec says
 * (`event:`, `id:`, `data:`, `retry:`, comments), for tests and the bench: what arrived, when.
 */
export function connectSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/event-stream', ...headers } });
    req.on('error', reject);
    req.on('response', (res: IncomingMessage) => resolve(readStream(res, () => req.destroy())));
    req.end();
  });
}

function readStream(res: IncomingMessage, destroy: () => void): SseConnection {
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const waiter of [...waiters]) waiter();
  };
  let buffer = '';
  let pending: { event?: string; id?: string; data: string[] } = { data: [] };
  let ended = false;
  const connection: SseConnection = {
    status: res.statusCode ?? 0,
    headers: res.headers,
    body: '',
    events: [],
    comments: [],
    retryMs: undefined,
    next(match, timeoutMs = 5_000) {
      return waitFor(() => connection.events.find(match), timeoutMs, 'event');
    },
    nextComment(timeoutMs = 5_000) {
      const seen = connection.comments.length;
      return waitFor(() => connection.comments[seen], timeoutMs, 'comment');
    },
    ended: new Promise((resolve) => {
      res.on('close', () => {
        ended = true;
        changed();
        resolve();
      });
    }),
    close: destroy,
  };

  function waitFor<T>(probe: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = probe();
        if (found !== undefined) {
          finish();
          resolve(found);
        } else if (ended) {
          finish();
          reject(new Error(`stream ended before the ${what} arrived`));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`no ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  }

  const isStream = res.headers['content-type']?.startsWith('text/event-stream') ?? false;
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    if (!isStream) {
      connection.body += chunk;
      return;
    }
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
      readLine(line);
    }
    changed();
  });

  function readLine(line: string): void {
    if (line === '') {
      if (pending.data.length > 0)
        connection.events.push({
          event: pending.event ?? 'message',
          id: pending.id,
          data: pending.data.join('\n'),
          receivedAt: performance.now(),
        });
      pending = { data: [] };
      return;
    }
    if (line.startsWith(':')) {
      connection.comments.push(line.slice(1).trim());
      return;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') pending.event = value;
    else if (field === 'id') pending.id = value;
    else if (field === 'data') pending.data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) connection.retryMs = Number(value);
  }

  return connection;
}
