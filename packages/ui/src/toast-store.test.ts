import { createToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a toast for 5 seconds by default, then removes it', () => {
    const store = createToastStore();
    store.show({ title: 'Welcome back!' });

    jest.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toMatchObject({ title: 'Welcome back!', variant: 'default' });
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBeNull();
  });

  it('keeps only one toast: a new one replaces the current one and gets its own full duration', () => {
    const store = createToastStore();
    store.show({ title: 'First' });
    jest.advanceTimersByTime(3000);
    store.show({ title: 'Login Failed', description: 'Invalid credentials', variant: 'destructive' });

    expect(store.getSnapshot()).toMatchObject({
      title: 'Login Failed',
      description: 'Invalid credentials',
      variant: 'destructive',
    });
    jest.advanceTimersByTime(4000);
    expect(store.getSnapshot()?.title).toBe('Login Failed');
    jest.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toBeNull();
  });

  it('honours a caller-given duration', () => {
    const store = createToastStore();
    store.show({ title: 'Quick', durationMs: 1000 });
    jest.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toBeNull();
  });

  it('ignores dismissal of a toast that was already replaced', () => {
    const store = createToastStore();
    const first = store.show({ title: 'First' });
    store.show({ title: 'Second' });
    store.dismiss(first);
    expect(store.getSnapshot()?.title).toBe('Second');
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const store = createToastStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ title: 'One' });
    store.dismiss();
    unsubscribe();
    store.show({ title: 'Two' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
