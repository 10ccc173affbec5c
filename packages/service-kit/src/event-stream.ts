import type { IncomingMessage, ServerResponse } from 'node:http';

export interface EventStreamOptions {
  /** The `retry:` hint sent first: how long the browser waits before reconnecting. */
  retryMs: number;
  /** A comment line this often keeps proxies and browsers from closing a quiet stream. */
  heartbeatMs: number;
  /**
   * Bytes the client may leave unread before the stream is cut: a client that stops reading
   * would otherwise grow the service's memory with every event (it reconnects and resumes).
   */
  maxBufferedBytes?: number;
}

export interface ServerSentEvent {
  event: string;
  /** Sent as `id:`, which the browser returns as Last-Event-ID when it reconnects. */
  id?: string | number;
  /** Serialised as one line of JSON. */
  data: unknown;
}

export interface EventStream {
  send(event: ServerSentEvent): void;
  /** Runs once, when the client goes away or the stream is ended; at once if it already has. */
  onClose(listener: () => void): void;
  end(): void;
  readonly closed: boolean;
}

const DEFAULT_MAX_BUFFERED_BYTES = 1024 * 1024;

/** Every stream this process has open, so a stopping service can end them (see endOpenEventStreams). */
const openStreams = new Set<EventStream>();

/**
 * Answers the request with a text/event-stream and keeps it open: the headers and the retry hint
 * go out at once (so proxies pass the stream on before the first event), a heartbeat comment
 * every heartbeatMs, and every listener and timer is released when the client disconnects.
 */
export function openEventStream(
  req: IncomingMessage,
  res: ServerResponse,
  options: EventStreamOptions,
): EventStream {
  const maxBuffered = options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES;
  const listeners: (() => void)[] = [];
  let closed = false;

  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform: a compressing proxy would hold events back to fill its buffer.
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and proxies that honour it pass the stream on unbuffered.
    'x-accel-buffering': 'no',
  });
  // Each event is one small write that should leave at once, not wait for the next.
  req.socket.setNoDelay(true);
  // A stream is idle between events by design; only the heartbeat below speaks for it.
  req.socket.setTimeout(0);

  const write = (chunk: string) => {
    if (closed) return;
    res.write(chunk);
    if (res.writableLength > maxBuffered) stream.end();
  };

  const heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs);

  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    openStreams.delete(stream);
    res.off('close', close);
    for (const listener of listeners.splice(0)) listener();
  };

  const stream: EventStream = {
    send({ event, id, data }) {
      const idLine = id === undefined ? '' : `id: ${id}\n`;
      write(`${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
    end() {
      if (closed) return;
      close();
      res.end();
    },
    get closed() {
      return closed;
    },
  };

  openStreams.add(stream);
  // The response's close, not the request's: a request's can come once its (empty) body is read.
  res.on('close', close);
  write(`retry: ${options.retryMs}\n\n`);
  return stream;
}

/**
 * Counts a response this process streams on someone else's behalf (a proxy passing an upstream's
 * event stream through) as an open stream, so endOpenEventStreams ends it too.
 */
export function holdEventStream(res: ServerResponse): void {
  const held: EventStream = {
    send: () => undefined,
    onClose: (listener) => res.once('close', listener),
    end: () => {
      openStreams.delete(held);
      res.end();
    },
    get closed() {
      return res.closed;
    },
  };
  openStreams.add(held);
  res.once('close', () => openStreams.delete(held));
}

/** How many event streams this process holds open (for tests and metrics). */
export function openEventStreamCount(): number {
  return openStreams.size;
}

/**
 * Ends every open event stream. A stopping server waits for its open responses, and a stream
 * never ends on its own; browsers reconnect with Last-Event-ID to another instance or after the restart.
 */
export function endOpenEventStreams(): void {
  for (const stream of [...openStreams]) stream.end();
}
