import { createLoadStatusStore } from './load-status';

describe('remote load status', () => {
  it('shows loading until that remote has loaded', () => {
    const status = createLoadStatusStore();
    status.loading('customer');
    expect(status.getSnapshot()).toEqual({ kind: 'loading', app: 'customer' });
    status.loaded('customer');
    expect(status.getSnapshot()).toEqual({ kind: 'idle' });
  });

  it('keeps showing the remote the user is waiting for when an earlier one finishes late', () => {
    const status = createLoadStatusStore();
    status.loading('customer');
    status.loading('admin');
    status.loaded('customer');
    expect(status.getSnapshot()).toEqual({ kind: 'loading', app: 'admin' });
  });

  it('keeps a failure on screen until the user navigates elsewhere', () => {
    const status = createLoadStatusStore();
    status.loading('admin');
    status.failed('admin');
    status.loaded('customer');
    expect(status.getSnapshot()).toEqual({ kind: 'failed', app: 'admin' });
    status.clearFailure();
    expect(status.getSnapshot()).toEqual({ kind: 'idle' });
  });
});
