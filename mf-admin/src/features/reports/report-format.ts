/** Admin spec 9: rupees with two decimals, grouped the Indian way (₹1,23,456.50). */
export function formatReportAmount(rupees: number): string {
  return `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Admin spec 2: a created date, the day only. */
export function formatReportDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN');
}

/** A time of a report row, in the administrator's locale. */
export function formatReportTime(iso: string | null): string {
  return iso === null ? '-' : new Date(iso).toLocaleString('en-IN');
}
