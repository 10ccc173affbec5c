import { RELIABILITY_TEXTS, type VendorReliability } from '@marketplace/contracts';

export interface ReliabilityLine {
  kind: 'accepts' | 'delivered';
  text: string;
}

/**
 * What the vendor page says of how reliably the store serves (issue 25): how fast it usually
 * accepts and how many of its last finished orders it delivered, each only with its figures. Nothing
 * while the answer is missing (loading, or a failed call) or when the order service keeps it hidden
 * (too few orders to say).
 */
export function reliabilityLines(reliability: VendorReliability | undefined): ReliabilityLine[] {
  if (reliability === undefined || !reliability.shown) return [];
  const lines: ReliabilityLine[] = [];
  if (reliability.medianAcceptMinutes !== null)
    lines.push({ kind: 'accepts', text: RELIABILITY_TEXTS.accepts(reliability.medianAcceptMinutes) });
  if (reliability.delivered !== null && reliability.finished !== null && reliability.finished > 0)
    lines.push({
      kind: 'delivered',
      text: RELIABILITY_TEXTS.delivered(reliability.delivered, reliability.finished),
    });
  return lines;
}
