import { z } from 'zod';

/**
 * A user's membership of a store (a catalog vendor), as the gateway's signed identity carries it
 * (issue 24). Kept apart from vendor-app.ts so the identity's schema depends on nothing else.
 */
export const STORE_ROLES = ['owner', 'staff'] as const;
export const StoreRoleSchema = z.enum(STORE_ROLES);
export type StoreRole = z.infer<typeof StoreRoleSchema>;

export const StoreMembershipSchema = z.object({ storeId: z.number().int(), role: StoreRoleSchema });
export type StoreMembership = z.infer<typeof StoreMembershipSchema>;

/** The role `stores` (a signed identity's) gives in `storeId`, or null for a store the user is no member of. */
export function storeRoleOf(
  stores: readonly StoreMembership[] | undefined,
  storeId: number,
): StoreRole | null {
  return stores?.find((membership) => membership.storeId === storeId)?.role ?? null;
}
