import type { VendorOrdersResponse } from '@marketplace/contracts';
import { applyOrderToTabs, latestCounts, sortedForTab, type TabLists } from './inbox-cache';
import { vendorOrder } from './test-vendor-order';

const counts = (newCount: number, inProgress: number, done: number) => ({
  new: newCount,
  in_progress: inProgress,
  done,
});
const ids = (answer: VendorOrdersResponse | undefined) => answer?.orders.map((order) => order.id);

describe('a live order reaching the inbox', () => {
  const waiting = vendorOrder({ id: 1, createdAt: '2026-11-28T14:00:00.000Z' });
  const lists: TabLists = {
    new: { orders: [waiting], counts: counts(1, 0, 0) },
    in_progress: { orders: [], counts: counts(1, 0, 0) },
  };

  it('puts a new order into New, oldest first, and counts it', () => {
    const placed = vendorOrder({
      id: 2,
      createdAt: '2026-11-28T14:03:00.000Z',
      updatedAt: '2026-11-28T14:03:00.000Z',
    });
    const next = applyOrderToTabs(lists, placed);
    expect(ids(next.new)).toEqual([1, 2]);
    expect(next.new?.counts).toEqual(counts(2, 0, 0));
    expect(next.in_progress?.counts).toEqual(counts(2, 0, 0));
  });

  it('moves an accepted order from New to In progress with the counts', () => {
    const accepted = { ...waiting, status: 'accepted' as const, updatedAt: '2026-11-28T14:01:00.000Z' };
    const next = applyOrderToTabs(lists, accepted);
    expect(ids(next.new)).toEqual([]);
    expect(next.in_progress?.orders).toEqual([accepted]);
    expect(next.new?.counts).toEqual(counts(0, 1, 0));
  });

  it('ignores a copy older than the one shown, and the same copy twice', () => {
    const shown = { ...waiting, status: 'accepted' as const, updatedAt: '2026-11-28T14:05:00.000Z' };
    const current: TabLists = {
      new: { orders: [], counts: counts(0, 1, 0) },
      in_progress: { orders: [shown], counts: counts(0, 1, 0) },
    };
    expect(applyOrderToTabs(current, waiting)).toBe(current);
    expect(applyOrderToTabs(current, { ...shown })).toBe(current);
  });

  it('leaves the counts to the server when it cannot tell where the order was counted', () => {
    const delivered = vendorOrder({ id: 9, status: 'delivered', updatedAt: '2026-11-28T15:00:00.000Z' });
    const next = applyOrderToTabs(lists, delivered);
    expect(next.new?.counts).toEqual(counts(1, 0, 0));
    expect(ids(next.in_progress)).toEqual([]);
  });

  it('updates an order in place when it moves within its tab', () => {
    const preparing = vendorOrder({ id: 5, status: 'preparing', updatedAt: '2026-11-28T14:10:00.000Z' });
    const current: TabLists = {
      in_progress: {
        orders: [{ ...preparing, status: 'accepted', updatedAt: '2026-11-28T14:05:00.000Z' }],
        counts: counts(0, 1, 0),
      },
    };
    const next = applyOrderToTabs(current, preparing);
    expect(next.in_progress).toEqual({ orders: [preparing], counts: counts(0, 1, 0) });
  });
});

describe('the order of a tab', () => {
  const older = vendorOrder({
    id: 1,
    createdAt: '2026-11-28T14:00:00.000Z',
    updatedAt: '2026-11-28T15:00:00.000Z',
  });
  const newer = vendorOrder({
    id: 2,
    createdAt: '2026-11-28T14:05:00.000Z',
    updatedAt: '2026-11-28T14:30:00.000Z',
  });

  it('puts the oldest order first where orders wait to be answered or finished', () => {
    expect(sortedForTab('new', [newer, older]).map((order) => order.id)).toEqual([1, 2]);
    expect(sortedForTab('in_progress', [newer, older]).map((order) => order.id)).toEqual([1, 2]);
  });

  it('puts the latest finished first in Done', () => {
    expect(sortedForTab('done', [newer, older]).map((order) => order.id)).toEqual([1, 2]);
    expect(
      sortedForTab('done', [older, { ...newer, updatedAt: '2026-11-28T16:00:00.000Z' }]).map((o) => o.id),
    ).toEqual([2, 1]);
  });
});

it('shows the counts of the latest answer read', () => {
  const old = { orders: [], counts: counts(3, 0, 0) };
  const fresh = { orders: [], counts: counts(2, 1, 0) };
  expect(
    latestCounts([
      { data: fresh, updatedAt: 20 },
      { data: old, updatedAt: 10 },
      { data: undefined, updatedAt: 30 },
    ]),
  ).toEqual(counts(2, 1, 0));
  expect(latestCounts([])).toBeUndefined();
});
