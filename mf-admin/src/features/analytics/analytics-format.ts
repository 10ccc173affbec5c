import type { WebhookEventCount } from '@marketplace/contracts';

/** Admin spec 9: percentages with one decimal. */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** Processing times are milliseconds, shown whole. */
export function formatMs(value: number | null): string {
  return value === null ? '-' : `${Math.round(value)}ms`;
}

export interface EventShare extends WebhookEventCount {
  /** The event's share of all counted requests, 0 to 100, for its bar. */
  percent: number;
}

/** Admin spec 2, Events tab: each event's count with a bar proportional to its share, largest first. */
export function eventShares(breakdown: readonly WebhookEventCount[]): EventShare[] {
  const total = breakdown.reduce((sum, entry) => sum + entry.count, 0);
  return [...breakdown]
    .sort((a, b) => b.count - a.count)
    .map((entry) => ({ ...entry, percent: total === 0 ? 0 : (entry.count / total) * 100 }));
}
