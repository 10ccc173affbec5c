import {
  CATEGORY_ADMIN_MESSAGES,
  type CategoryConfig,
  type PartnerSecretSummary,
} from '@marketplace/contracts';
import { formatReportTime } from '../reports/report-format';

/** One partner of the Partner secrets table: its id (the header's value), its name, its working secrets. */
export interface PartnerSecretRow {
  partnerId: number;
  name: string;
  /** Newest first; empty when the partner signs with the default secret. */
  secrets: PartnerSecretSummary[];
}

const newestFirst = (a: PartnerSecretSummary, b: PartnerSecretSummary) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;

/**
 * A row per category config in the list's order, with the secrets that still work. A partner whose
 * config was deleted keeps a row while it has working secrets, so the administrator can revoke them.
 */
export function partnerSecretRows(
  configs: ReadonlyArray<Pick<CategoryConfig, 'id' | 'groupedCategory'>>,
  secrets: readonly PartnerSecretSummary[],
): PartnerSecretRow[] {
  const byPartner = new Map<number, PartnerSecretSummary[]>();
  for (const secret of secrets.filter((candidate) => candidate.active)) {
    byPartner.set(secret.partnerId, [...(byPartner.get(secret.partnerId) ?? []), secret]);
  }
  const known = new Set(configs.map((config) => config.id));
  const rows = configs.map((config) => ({
    partnerId: config.id,
    name: config.groupedCategory,
    secrets: byPartner.get(config.id) ?? [],
  }));
  const orphans = [...byPartner.keys()]
    .filter((partnerId) => !known.has(partnerId))
    .sort((a, b) => a - b)
    .map((partnerId) => ({
      partnerId,
      name: CATEGORY_ADMIN_MESSAGES.unknownCategory(partnerId),
      secrets: byPartner.get(partnerId) ?? [],
    }));
  return [...rows, ...orphans].map((row) => ({ ...row, secrets: [...row.secrets].sort(newestFirst) }));
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long until a time, roughly: the administrator judges a grace period, not a second. */
function timeUntil(at: number, now: number): string {
  const left = at - now;
  if (left < MINUTE_MS) return 'in under a minute';
  if (left < HOUR_MS) return `in ${Math.floor(left / MINUTE_MS)} min`;
  if (left < 2 * DAY_MS) return `in ${Math.floor(left / HOUR_MS)} h`;
  return `in ${Math.floor(left / DAY_MS)} days`;
}

/** The newest secret has no expiry; an older one stops working at its expiry, said with how soon. */
export function formatSecretExpiry(expiresAt: string | null, now: Date): string {
  if (expiresAt === null) return 'No expiry';
  return `Expires ${formatReportTime(expiresAt)} (${timeUntil(Date.parse(expiresAt), now.getTime())})`;
}

/**
 * The grace field's text as the rotation request's number: blank (or what a number input leaves
 * of a non-number) is no value, which the schema refuses with its range message.
 */
export function graceHoursOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}
