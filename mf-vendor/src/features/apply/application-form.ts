import { VENDOR_MESSAGES, type VendorApplicationRequest } from '@marketplace/contracts';

type Field = keyof VendorApplicationRequest;

/** The field each of the server's messages is about, so a refusal shows where the client's own check would. */
const FIELD_OF_MESSAGE: ReadonlyArray<[string, Field]> = [
  [VENDOR_MESSAGES.storeNameRequired, 'storeName'],
  [VENDOR_MESSAGES.categoryRequired, 'categoryId'],
  [VENDOR_MESSAGES.unknownCategory, 'categoryId'],
  [VENDOR_MESSAGES.phoneRequired, 'phone'],
  [VENDOR_MESSAGES.addressRequired, 'address'],
  [VENDOR_MESSAGES.communitiesRequired, 'communityIds'],
  [VENDOR_MESSAGES.unknownCommunity, 'communityIds'],
];

/** The form field a server message belongs under, or null for a message about the whole application. */
export function fieldOfServerMessage(message: string): Field | null {
  return FIELD_OF_MESSAGE.find(([known]) => known === message)?.[1] ?? null;
}

/**
 * The chosen communities after the city's checkboxes changed: the city's choices as ticked, the
 * other cities' choices kept, in the order they were chosen.
 */
export function mergeCityChoice(
  chosen: readonly number[],
  cityIds: readonly number[],
  tickedInCity: readonly number[],
): number[] {
  const kept = chosen.filter((id) => !cityIds.includes(id) || tickedInCity.includes(id));
  return [...kept, ...tickedInCity.filter((id) => !kept.includes(id))];
}
