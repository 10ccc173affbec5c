import type { Address } from '@marketplace/contracts';

function present(part: string | null | undefined): part is string {
  return part !== null && part !== undefined && part.trim() !== '';
}

/**
 * Customer spec 2, an address card: flat number plus street, then the community address, then city,
 * state and pincode. Empty parts leave no stray commas and empty lines are dropped.
 */
export function addressCardLines(address: Address): string[] {
  const place = [address.cityName, address.state].filter(present).join(', ');
  const lines = [
    [address.flatNumber, address.streetAddress].filter(present).join(', '),
    address.communityAddress,
    [place, address.pincode].filter(present).join(' - '),
  ];
  return lines.filter(present);
}

/** 'Location saved' shows when the address carries both coordinates. */
export function hasSavedLocation(address: Pick<Address, 'latitude' | 'longitude'>): boolean {
  return address.latitude !== null && address.longitude !== null;
}
