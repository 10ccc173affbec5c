import { useEffect, useRef } from 'react';

/** How long a stream the server closed for good (an error status) waits before it is opened again. */
export const STREAM_REOPEN_DELAY_MS = 10_000;

/** The part of EventSource a stream uses, so tests can drive one without a server. */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(
    type: string,
    listener: (event: MessageEvent<string>) => void,
    options?: { once?: boolean },
  ): void;
  close(): void;
}

export interface EventStreamHandlers {
  onEvent: (data: unknown) => void;
  /**
   * Each time the stream connects (`first` for the first time). A new connection gets only what
   * happens from then on, so the caller may fetch the current state here to cover what came before.
   */
  onOpen?: (first: boolean) => void;
  /**
   * Each time the connection is lost or refused: until the next `onOpen` nothing arrives live, so
   * the caller may poll meanwhile.
   */
  onDisconnect?: () => void;
}

export interface EventStreamOptions {
  createSource?: (url: string) => EventSourceLike;
  reopenDelayMs?: number;
}

/** EventSource.CLOSED, without touching the global (absent in tests and old browsers). */
const CLOSED = 2;

/**
 * Follows one named event of a server-sent-event stream until the returned function is called.
 *
 * A dropped connection is the browser's to resume: EventSource reconnects by itself and sends
 * Last-Event-ID, so no change is missed. A stream the server refused (an error status) is closed
 * for good by the browser; it is opened again after a pause. `onOpen` runs on every connection, so
 * the caller can fetch what the stream cannot replay. Events that are not JSON are skipped.
 */
export function followEventStream(
  url: string,
  eventName: string,
  handlers: EventStreamHandlers,
  {
    createSource = (address) => new EventSource(address, { withCredentials: true }),
    reopenDelayMs = STREAM_REOPEN_DELAY_MS,
  }: EventStreamOptions = {},
): () => void {
  let source: EventSourceLike | null = null;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let opened = false;

  const listener = (message: MessageEvent<string>) => {
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    handlers.onEvent(data);
  };

  const open = () => {
    const current = createSource(url);
    source = current;
    current.addEventListener(eventName, listener);
    current.addEventListener('open', () => {
      handlers.onOpen?.(!opened);
      opened = true;
    });
    current.addEventListener('error', () => {
      if (stopped) return;
      handlers.onDisconnect?.();
      if (current.readyState !== CLOSED) return;
      current.close();
      reopenTimer = setTimeout(open, reopenDelayMs);
    });
  };
  open();

  return () => {
    stopped = true;
    clearTimeout(reopenTimer);
    source?.close();
  };
}

/**
 * followEventStream while the component is mounted and `url` is not null. The handlers may change
 * on every render without reopening the stream. Shared by the remotes that follow the order
 * service's streams: the resident's order and notifications, the vendor's inbox.
 */
export function useEventStream(
  url: string | null,
  eventName: string,
  onEvent: (data: unknown) => void,
  onOpen?: (first: boolean) => void,
  onDisconnect?: () => void,
): void {
  const handlers = useRef<EventStreamHandlers>({ onEvent, onOpen, onDisconnect });
  handlers.current = { onEvent, onOpen, onDisconnect };

  useEffect(() => {
    if (url === null) return;
    if (typeof EventSource === 'undefined') {
      // No live updates in this browser: the caller's polling is all there is.
      handlers.current.onDisconnect?.();
      return;
    }
    return followEventStream(url, eventName, {
      onEvent: (data) => handlers.current.onEvent(data),
      onOpen: (first) => handlers.current.onOpen?.(first),
      onDisconnect: () => handlers.current.onDisconnect?.(),
    });
  }, [url, eventName]);
}
