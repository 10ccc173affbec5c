import type { Result } from 'autocannon';

/** What one measurement of autocannon runs says: throughput, latency and how many answers failed. */
export interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
  bytesPerResponse: number;
}

/** Runs of one measurement taken together: requests over their total time, the worst percentiles. */
export function figures(results: Result[]): Figures {
  const sum = (pick: (result: Result) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  const requests = sum((result) => result.requests.total);
  return {
    perSecond: requests / sum((result) => result.duration),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    ok: sum((result) => result['2xx']),
    other: sum((result) => result.non2xx + result.errors),
    bytesPerResponse: Math.round(sum((result) => result.throughput.total) / Math.max(1, requests)),
  };
}

export const figuresLine = (f: Figures) =>
  `${Math.round(f.perSecond)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.ok} ok, ${f.other} other, ~${f.bytesPerResponse} B/response`;

/** The p-th percentile of timed samples (nearest rank); NaN when there are none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const ms = (value: number) => `${Math.round(value)} ms`;

/** Timed samples as one line: p50, p95, p99 and the worst. */
export const spread = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, p99 ${ms(percentile(values, 99))}, max ${ms(Math.max(...values))}`;
