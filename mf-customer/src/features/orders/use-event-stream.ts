import { useEffect, useRef } from 'react';

/** How long a stream the server closed for good (an error status) waits before it is opened again. */
export const STREAM_REOPEN_DELAY_MS = 10_000;

/**
 * Listens to one named event of a server-sent-event stream while the component is mounted.
 *
 * A dropped connection is the browser's to resume: EventSource reconnects by itself and sends
 * Last-Event-ID, so no change is missed. A stream the server refused (an error status) is closed
 * for good by the browser; it is opened again after a pause, and `onReopen` lets the caller fetch
 * what it may have missed meanwhile. The screens poll as well, so the stream only makes them faster.
 */
export function useEventStream(
  url: string | null,
  eventName: string,
  onEvent: (data: unknown) => void,
  onReopen?: () => void,
): void {
  const handlers = useRef({ onEvent, onReopen });
  handlers.current = { onEvent, onReopen };

  useEffect(() => {
    if (url === null || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;

    const listener = (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      handlers.current.onEvent(data);
    };

    const open = (reopened: boolean) => {
      source = new EventSource(url, { withCredentials: true });
      source.addEventListener(eventName, listener);
      if (reopened) source.addEventListener('open', () => handlers.current.onReopen?.(), { once: true });
      source.addEventListener('error', () => {
        if (closed || source?.readyState !== EventSource.CLOSED) return;
        source.close();
        reopenTimer = setTimeout(() => open(true), STREAM_REOPEN_DELAY_MS);
      });
    };
    open(false);

    return () => {
      closed = true;
      clearTimeout(reopenTimer);
      source?.close();
    };
  }, [url, eventName]);
}
