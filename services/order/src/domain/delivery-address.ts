import { DELIVERY_ADDRESS_PARTS, type DeliveryAddress } from '@marketplace/contracts';

/**
 * Customer spec 3: a delivery address is text, or an object whose parts are joined with ', '.
 * Blank parts are skipped, and a part repeated under two names (line1 and addressLine1) appears once.
 */
export function deliveryAddressText(address: DeliveryAddress): string {
  if (typeof address === 'string') return address.trim();
  const parts: string[] = [];
  for (const key of DELIVERY_ADDRESS_PARTS) {
    const part = String(address[key] ?? '').trim();
    if (part && !parts.includes(part)) parts.push(part);
  }
  return parts.join(', ');
}
