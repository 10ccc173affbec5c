import {
  DietaryPreferenceSchema,
  type DietaryPreference,
  type OrderContext,
  type ResidentProfile,
  type StoreStanding,
} from '@marketplace/contracts';

/** What the catalog tells the order service: one vendor's menu, prices, billing and partner URLs. */
export interface VendorCatalog {
  orderContext(vendorId: number): Promise<OrderContext>;
  /** The community's name; throws when the catalog cannot tell. */
  communityName(communityId: number): Promise<string>;
  /** Whether the store is active or suspended by the marketplace (issue 25); throws when the catalog cannot tell. */
  standing(storeId: number): Promise<StoreStanding>;
}

/** Vendors the catalog changed something of, by id; null: any vendor (decision 159). */
export type ChangedVendors = readonly number[] | null;

/** The catalog's changes as this replica hears them, and whether it hears them now. */
export interface CatalogChanges {
  onChange(listener: (vendors: ChangedVendors) => void): void;
  /** The changes were read within this many milliseconds: what was kept from before is still exact. */
  isCurrent(withinMs: number): boolean;
}

/** The resident as the auth service knows them. */
export interface Customer {
  firstName: string | null;
  lastName: string | null;
  flatNumber: string | null;
  communityId: number | null;
  dietaryPreferences: DietaryPreference[];
}

export interface CustomerDirectory {
  customer(userId: number): Promise<Customer>;
}

/** A preference this build does not know is left off the vendor's card rather than failing the order. */
export function knownDietaryPreferences(preferences: readonly string[]): DietaryPreference[] {
  return preferences.filter(
    (preference): preference is DietaryPreference => DietaryPreferenceSchema.safeParse(preference).success,
  );
}

/** The resident as their signed identity carries them (issue 26), where it does: no call to auth. */
export function customerOfIdentity(
  communityId: number | null | undefined,
  profile: ResidentProfile | undefined,
): Customer | undefined {
  if (communityId === undefined || profile === undefined) return undefined;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    flatNumber: profile.flatNumber,
    communityId,
    dietaryPreferences: knownDietaryPreferences(profile.dietaryPreferences),
  };
}
