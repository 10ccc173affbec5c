import { followEventStream, type EventSourceLike } from './event-stream';

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }

  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) listener({ data } as MessageEvent<string>);
  }
}

describe('following an event stream', () => {
  let sources: FakeSource[];
  const createSource = (url: string) => {
    const source = new FakeSource(url);
    sources.push(source);
    return source;
  };

  beforeEach(() => {
    sources = [];
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('hands over the parsed data of the named event only, skipping what is not JSON', () => {
    const onEvent = jest.fn();
    followEventStream('/api/orders/42/events', 'status', { onEvent }, { createSource });
    sources[0]!.emit('status', '{"orderId":42,"status":"accepted"}');
    sources[0]!.emit('notification', '{"id":1}');
    sources[0]!.emit('status', 'not json');
    expect(onEvent.mock.calls).toEqual([[{ orderId: 42, status: 'accepted' }]]);
  });

  it("leaves a dropped connection to the browser's own reconnect (with Last-Event-ID)", () => {
    followEventStream('/s', 'status', { onEvent: jest.fn() }, { createSource, reopenDelayMs: 1000 });
    sources[0]!.readyState = 0; // CONNECTING: the browser is already reconnecting
    sources[0]!.emit('error');
    jest.advanceTimersByTime(5000);
    expect(sources).toHaveLength(1);
  });

  it('says so each time the stream connects, so the caller can fetch what came before', () => {
    const onOpen = jest.fn();
    followEventStream('/s', 'status', { onEvent: jest.fn(), onOpen }, { createSource });
    expect(onOpen).not.toHaveBeenCalled();
    sources[0]!.emit('open');
    sources[0]!.emit('open'); // the browser reconnected by itself
    expect(onOpen.mock.calls).toEqual([[true], [false]]);
  });

  it('says when the connection is lost or refused, so the caller can poll until it is back', () => {
    const onDisconnect = jest.fn();
    const onOpen = jest.fn();
    followEventStream('/s', 'order', { onEvent: jest.fn(), onOpen, onDisconnect }, { createSource });
    sources[0]!.emit('open');
    sources[0]!.readyState = 0; // dropped: the browser reconnects by itself
    sources[0]!.emit('error');
    expect(onDisconnect).toHaveBeenCalledTimes(1);
    sources[0]!.emit('open');
    sources[0]!.readyState = 2; // refused
    sources[0]!.emit('error');
    expect(onDisconnect).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('opens a refused stream again after the pause', () => {
    const onOpen = jest.fn();
    const onEvent = jest.fn();
    followEventStream('/s', 'status', { onEvent, onOpen }, { createSource, reopenDelayMs: 1000 });
    sources[0]!.readyState = 2; // CLOSED: the server answered with an error status
    sources[0]!.emit('error');
    expect(sources[0]!.closed).toBe(true);
    jest.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    // The refused stream never connected, so this is the first connection.
    sources[1]!.emit('open');
    expect(onOpen.mock.calls).toEqual([[true]]);
    sources[1]!.emit('status', '{"n":1}');
    expect(onEvent).toHaveBeenCalledWith({ n: 1 });
  });

  it('closes the stream and any pending reopen when stopped', () => {
    const stop = followEventStream(
      '/s',
      'status',
      { onEvent: jest.fn() },
      { createSource, reopenDelayMs: 1000 },
    );
    sources[0]!.readyState = 2;
    sources[0]!.emit('error');
    stop();
    jest.advanceTimersByTime(5000);
    expect(sources).toHaveLength(1);

    const stopOpen = followEventStream('/t', 'status', { onEvent: jest.fn() }, { createSource });
    stopOpen();
    expect(sources[1]!.closed).toBe(true);
  });
});
