/** An order id from the address bar: a positive whole number, or null for anything else. */
export function orderIdFromQuery(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
