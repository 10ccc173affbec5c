import type { Store } from '@marketplace/contracts';
import { STORE_RECHECK_MS, changeTimeText, istParts, openStateText, storeRecheckMs } from './open-state';

// Saturday 28 November 2026, 03:30 PM in India.
const NOW = Date.parse('2026-11-28T10:00:00Z');

function store(openState: Store['openState'], pausedUntil: string | null = null) {
  return { openState, pausedUntil };
}

describe('when a store changes next, in India Standard Time', () => {
  it('reads the day and time of India, whatever the phone’s zone', () => {
    expect(istParts(Date.parse('2026-11-28T19:00:00Z'))).toEqual({
      date: '2026-11-29',
      time: '00:30',
      weekdayLabel: 'Sunday',
    });
  });

  it('says a time today as the clock shows it, and midnight as midnight', () => {
    expect(changeTimeText('2026-11-28T15:30:00Z', NOW)).toBe('09:00 PM');
    expect(changeTimeText('2026-11-28T18:30:00Z', NOW)).toBe('midnight');
  });

  it('names tomorrow, a weekday within the week, and a date beyond it', () => {
    expect(changeTimeText('2026-11-29T03:30:00Z', NOW)).toBe('09:00 AM tomorrow');
    expect(changeTimeText('2026-11-30T03:30:00Z', NOW)).toBe('09:00 AM on Monday');
    expect(changeTimeText('2026-12-08T03:30:00Z', NOW)).toBe('09:00 AM on 8 Dec');
  });

  it('counts days by India’s date, not the UTC date', () => {
    // 00:30 AM on Sunday in India is still Saturday in UTC.
    expect(changeTimeText('2026-11-29T03:30:00Z', Date.parse('2026-11-28T19:00:00Z'))).toBe('09:00 AM');
  });

  it('has nothing to say without a time', () => {
    expect(changeTimeText(null, NOW)).toBeNull();
    expect(changeTimeText('soon', NOW)).toBeNull();
  });
});

describe('why a store is open or closed', () => {
  it('says the hours opened or closed it, and until when', () => {
    expect(
      openStateText(store({ isOpen: true, source: 'hours', changesAt: '2026-11-28T15:30:00Z' }), NOW),
    ).toBe('Open by your hours until 09:00 PM');
    expect(
      openStateText(store({ isOpen: false, source: 'hours', changesAt: '2026-11-29T03:30:00Z' }), NOW),
    ).toBe('Closed by your hours until 09:00 AM tomorrow');
  });

  it('says the switch closed it until the hours open, or for good without hours', () => {
    expect(
      openStateText(store({ isOpen: false, source: 'switch', changesAt: '2026-11-28T15:30:00Z' }), NOW),
    ).toBe('Closed by you until your hours open at 09:00 PM');
    expect(openStateText(store({ isOpen: false, source: 'switch', changesAt: null }), NOW)).toBe(
      'Closed by you',
    );
    expect(
      openStateText(store({ isOpen: true, source: 'switch', changesAt: '2026-11-28T15:30:00Z' }), NOW),
    ).toBe('Open by you until your hours close at 09:00 PM');
    expect(openStateText(store({ isOpen: true, source: 'switch', changesAt: null }), NOW)).toBe(
      'Open by you',
    );
  });

  it('says until when a pause lasts', () => {
    expect(
      openStateText(
        store({ isOpen: false, source: 'paused', changesAt: '2026-11-28T09:00:00Z' }, '2026-11-28T10:30:00Z'),
        NOW,
      ),
    ).toBe('Paused until 04:00 PM');
  });

  it('says the marketplace suspended it', () => {
    expect(openStateText(store({ isOpen: false, source: 'suspended', changesAt: null }), NOW)).toBe(
      'Suspended by the marketplace',
    );
  });
});

describe('reading the store again', () => {
  it('just after its next change on its own, if that comes within the minute', () => {
    const openState = { isOpen: false, source: 'paused' as const, changesAt: '2026-11-28T10:00:20Z' };
    expect(storeRecheckMs({ openState }, NOW)).toBe(21_000);
  });

  it('every minute otherwise, and not before the store was read once', () => {
    expect(storeRecheckMs({ openState: { isOpen: true, source: 'switch', changesAt: null } }, NOW)).toBe(
      STORE_RECHECK_MS,
    );
    const later = { isOpen: true, source: 'hours' as const, changesAt: '2026-11-28T15:30:00Z' };
    expect(storeRecheckMs({ openState: later }, NOW)).toBe(STORE_RECHECK_MS);
    const passed = { isOpen: true, source: 'hours' as const, changesAt: '2026-11-28T09:00:00Z' };
    expect(storeRecheckMs({ openState: passed }, NOW)).toBe(STORE_RECHECK_MS);
    expect(storeRecheckMs(undefined, NOW)).toBe(false);
  });
});
