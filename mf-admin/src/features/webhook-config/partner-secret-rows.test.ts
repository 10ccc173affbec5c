import {
  DEFAULT_ROTATION_GRACE_HOURS,
  PARTNER_SECRET_MESSAGES,
  RotatePartnerSecretRequestSchema,
  type PartnerSecretSummary,
} from '@marketplace/contracts';
import { formatSecretExpiry, graceHoursOf, partnerSecretRows } from './partner-secret-rows';

const secret = (fields: Partial<PartnerSecretSummary> & Pick<PartnerSecretSummary, 'id' | 'partnerId'>) => ({
  preview: `whsec_…${fields.id}`,
  createdAt: '2026-11-27T10:00:00.000Z',
  expiresAt: null,
  active: true,
  ...fields,
});

describe('partner secret rows', () => {
  const configs = [
    { id: 3, groupedCategory: 'Food & Restaurants' },
    { id: 1, groupedCategory: 'Groceries' },
  ];

  it('gives every category config a row in the list order, with no secrets when it signs with the default', () => {
    expect(partnerSecretRows(configs, [])).toEqual([
      { partnerId: 3, name: 'Food & Restaurants', secrets: [] },
      { partnerId: 1, name: 'Groceries', secrets: [] },
    ]);
  });

  it("puts each partner's working secrets on its row, newest first, and leaves out expired and revoked ones", () => {
    const old = secret({
      id: 7,
      partnerId: 3,
      createdAt: '2026-11-26T10:00:00.000Z',
      expiresAt: '2026-11-28T10:00:00.000Z',
    });
    const current = secret({ id: 9, partnerId: 3, createdAt: '2026-11-27T10:00:00.000Z' });
    const expired = secret({ id: 5, partnerId: 3, active: false, expiresAt: '2026-11-25T10:00:00.000Z' });
    const groceries = secret({ id: 8, partnerId: 1 });
    const rows = partnerSecretRows(configs, [old, expired, groceries, current]);
    expect(rows.map((row) => [row.partnerId, row.secrets.map((item) => item.id)])).toEqual([
      [3, [9, 7]],
      [1, [8]],
    ]);
  });

  it('keeps a row for working secrets of a deleted category config, so they can be revoked', () => {
    const rows = partnerSecretRows(configs, [
      secret({ id: 2, partnerId: 42 }),
      secret({ id: 4, partnerId: 40, active: false }),
    ]);
    expect(rows.map((row) => row.name)).toEqual(['Food & Restaurants', 'Groceries', 'Unknown #42']);
  });
});

describe('secret expiry', () => {
  const now = new Date('2026-11-27T10:00:00.000Z');

  it('says the current secret does not expire', () => {
    expect(formatSecretExpiry(null, now)).toBe('No expiry');
  });

  it('says when a previous secret stops working and how soon', () => {
    expect(formatSecretExpiry('2026-11-27T10:00:30.000Z', now)).toMatch(/^Expires .+ \(in under a minute\)$/);
    expect(formatSecretExpiry('2026-11-27T10:45:00.000Z', now)).toMatch(/\(in 45 min\)$/);
    expect(formatSecretExpiry('2026-11-28T09:59:00.000Z', now)).toMatch(/\(in 23 h\)$/);
    expect(formatSecretExpiry('2026-12-01T10:00:00.000Z', now)).toMatch(/\(in 4 days\)$/);
  });
});

describe('grace hours field', () => {
  const rotation = (text: string) =>
    RotatePartnerSecretRequestSchema.safeParse({ partnerId: 3, graceHours: graceHoursOf(text) });

  it('sends the hours typed, 0 included', () => {
    expect(rotation(' 48 ').data).toEqual({ partnerId: 3, graceHours: 48 });
    expect(rotation('0').data).toEqual({ partnerId: 3, graceHours: 0 });
    expect(rotation(String(DEFAULT_ROTATION_GRACE_HOURS)).success).toBe(true);
  });

  it('refuses blank, fractional, negative and too long periods with the range message', () => {
    for (const text of ['', 'abc', '1.5', '-1', '169']) {
      expect(rotation(text).error?.issues[0]?.message).toBe(PARTNER_SECRET_MESSAGES.graceRange);
    }
  });
});
