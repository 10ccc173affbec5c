import { ADMIN_VENDORS_TEXTS, type AdminVendor, type Category, type Community } from '@marketplace/contracts';

const T = ADMIN_VENDORS_TEXTS.vendors;

/**
 * A share of a vendor's orders (0 to 1) as admin spec 9 writes percentages, with one decimal. With
 * no orders there is nothing to share out: '—', not a misleading '0.0%'.
 */
export function formatShare(share: number, orders: number): string {
  return orders === 0 ? ADMIN_VENDORS_TEXTS.none : `${(share * 100).toFixed(1)}%`;
}

/** The median minutes from placed to accepted: '4 min', '< 1 min', or '—' with no accepted order. */
export function formatAcceptMinutes(minutes: number | null): string {
  if (minutes === null) return ADMIN_VENDORS_TEXTS.none;
  const whole = Math.round(minutes);
  return whole < 1 ? T.underAMinute : T.minutes(whole);
}

/** A rating out of 5 with one decimal, as the resident's screens show it. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/**
 * The store's members as lines 'Name (role)', owners first; 'Unavailable' when the auth service
 * could not be asked (null), 'No members' for a store without any (a partner's).
 */
export function memberLines(members: AdminVendor['members']): string[] {
  if (members === null) return [T.unavailable];
  if (members.length === 0) return [T.noMembers];
  return [...members]
    .sort((a, b) => Number(a.role !== 'owner') - Number(b.role !== 'owner'))
    .map((member) => T.member(member.name, T.roles[member.role]));
}

/** Whether any vendor of the page lacks a part the list answered without. */
export function missingParts(vendors: readonly Pick<AdminVendor, 'members' | 'figures'>[]): {
  members: boolean;
  figures: boolean;
} {
  return {
    members: vendors.some((vendor) => vendor.members === null),
    figures: vendors.some((vendor) => vendor.figures === null),
  };
}

/** A category's name by id; an id the list lacks (or a list that failed) still says which one. */
export function categoryName(
  categoryId: number,
  categories: readonly Pick<Category, 'id' | 'name'>[],
): string {
  return (
    categories.find((category) => category.id === categoryId)?.name ??
    ADMIN_VENDORS_TEXTS.applications.categoryOf(categoryId)
  );
}

/**
 * The communities' names by id, in the application's order. The public list holds active ones only,
 * so a community since made inactive is named by its id.
 */
export function communityNames(
  communityIds: readonly number[],
  communities: readonly Pick<Community, 'id' | 'name'>[],
): string[] {
  const names = new Map(communities.map((community) => [community.id, community.name]));
  return communityIds.map((id) => names.get(id) ?? ADMIN_VENDORS_TEXTS.applications.communityOf(id));
}
