import { badgeText, mergeNotification, notificationIcon, relativeTime } from './notification-display';

describe('notification icon', () => {
  it.each([
    ['Your order from Spice Route has been delivered. Enjoy!', 'circle-check'],
    ['Your order from Spice Route has been cancelled.', 'circle-x'],
    ['Spice Route is preparing your order.', 'utensils'],
    ['Your meal is being prepared', 'utensils'],
    ['Your order from Spice Route is out for delivery.', 'bike'],
    ['Spice Route has accepted your order.', 'check'],
    ['Your order is confirmed', 'check'],
    ['Your order from Spice Route has been placed.', 'bell'],
    ['Your order from Spice Route is ready.', 'bell'],
  ])('for "%s" is %s', (message, icon) => {
    expect(notificationIcon(message)).toBe(icon);
  });

  it('reads the keywords whatever their case', () => {
    expect(notificationIcon('ORDER DELIVERED')).toBe('circle-check');
    expect(notificationIcon('Out For Delivery now')).toBe('bike');
  });

  it('shows the latest news when a message names two stages', () => {
    expect(notificationIcon('Accepted earlier, now out for delivery')).toBe('bike');
    expect(notificationIcon('Confirmed order was cancelled by the vendor')).toBe('circle-x');
  });
});

describe('notification time', () => {
  const now = Date.parse('2026-11-05T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('is "just now" within the first minute', () => {
    expect(relativeTime(ago(0), now)).toBe('just now');
    expect(relativeTime(ago(59_999), now)).toBe('just now');
  });

  it('counts whole minutes, hours and days', () => {
    expect(relativeTime(ago(60_000), now)).toBe('1m ago');
    expect(relativeTime(ago(5 * 60_000 + 30_000), now)).toBe('5m ago');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59m ago');
    expect(relativeTime(ago(60 * 60_000), now)).toBe('1h ago');
    expect(relativeTime(ago(23 * 3_600_000 + 59 * 60_000), now)).toBe('23h ago');
    expect(relativeTime(ago(24 * 3_600_000), now)).toBe('1d ago');
    expect(relativeTime(ago(9 * 24 * 3_600_000), now)).toBe('9d ago');
  });

  it('treats a time slightly ahead of the clock, or an unreadable one, as "just now"', () => {
    expect(relativeTime(new Date(now + 5_000).toISOString(), now)).toBe('just now');
    expect(relativeTime('not a date', now)).toBe('just now');
  });
});

describe('bell badge', () => {
  it('is absent when nothing is unread', () => {
    expect(badgeText(0)).toBeNull();
  });

  it('shows the count up to nine', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
  });

  it('shows 9+ above nine', () => {
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});

describe('a notification pushed by the live stream', () => {
  const note = (id: number, createdAt: string, isRead = false) => ({
    id,
    type: 'order_update' as const,
    title: `Order update ${id}`,
    message: 'Spice Route is preparing your order.',
    isRead,
    orderId: 42,
    createdAt,
  });

  it('goes to the top of the list', () => {
    const list = [note(2, '2026-11-25T10:02:00.000Z'), note(1, '2026-11-25T10:01:00.000Z')];
    expect(mergeNotification(list, note(3, '2026-11-25T10:03:00.000Z')).map((n) => n.id)).toEqual([3, 2, 1]);
  });

  it('replaces one the list already has instead of showing it twice', () => {
    const list = [note(2, '2026-11-25T10:02:00.000Z', true), note(1, '2026-11-25T10:01:00.000Z')];
    const merged = mergeNotification(list, note(2, '2026-11-25T10:02:00.000Z', false));
    expect(merged.map((n) => [n.id, n.isRead])).toEqual([
      [2, false],
      [1, false],
    ]);
  });

  it('keeps newest first when an older one arrives late (a resumed stream)', () => {
    const list = [note(3, '2026-11-25T10:03:00.000Z')];
    expect(mergeNotification(list, note(1, '2026-11-25T10:01:00.000Z')).map((n) => n.id)).toEqual([3, 1]);
  });
});
