import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { WELCOME_BONUS } from '@marketplace/contracts';
import { signInAsNewResident } from '../page-objects/profile-pages';
import { apiGet, apiPatch } from './api';

export interface Category {
  id: number;
  name: string;
  isActive: boolean;
  hasCart: boolean;
  vendorCount: number;
  subcategories: string[];
}
export interface Vendor {
  id: number;
  name: string;
  category: string;
  rating: number | null;
  deliveryTime: string;
  isOpen: boolean;
  isExternalSource: boolean;
}
export interface MenuItem {
  id: number;
  name: string;
  isAvailable: boolean;
}
interface Community {
  id: number;
  name: string;
}

/** Moves the signed-in resident to a community, onboarding done (home would send them back otherwise). */
export async function moveToCommunity(request: APIRequestContext, communityId: number): Promise<void> {
  await apiPatch(request, '/api/users/onboarding', { communityId });
  await apiPatch(request, '/api/users/onboarding', {
    points: WELCOME_BONUS.points,
    onboardingCompleted: true,
  });
}

export async function communities(request: APIRequestContext): Promise<Community[]> {
  return apiGet<Community[]>(request, '/api/communities');
}

/** The active categories the resident can browse. */
export async function activeCategories(request: APIRequestContext): Promise<Category[]> {
  return (await apiGet<Category[]>(request, '/api/categories')).filter((category) => category.isActive);
}

export interface ListedVendor extends Vendor {
  categoryId: number;
}

/** Every vendor the signed-in resident sees, category by category, as the screens ask for them. */
export async function residentVendors(request: APIRequestContext): Promise<ListedVendor[]> {
  const listed: ListedVendor[] = [];
  for (const category of await activeCategories(request)) {
    const vendors = await apiGet<Vendor[]>(request, `/api/vendors/category/${category.id}`);
    listed.push(...vendors.map((vendor) => ({ ...vendor, categoryId: category.id })));
  }
  return listed;
}

export async function menuOf(request: APIRequestContext, vendorId: number): Promise<MenuItem[]> {
  return apiGet<MenuItem[]>(request, `/api/vendors/${vendorId}/menu`);
}

export async function isOpenNow(request: APIRequestContext, vendorId: number): Promise<boolean> {
  return (await apiGet<{ data: { isOpen: boolean } }>(request, `/api/vendors/${vendorId}/details`)).data
    .isOpen;
}

/**
 * A new resident, signed in and onboarded into the first community (in the API's order) where
 * `pick` finds what the test needs among the vendors that resident sees. Vendors may be limited to
 * the communities they serve, so nothing is assumed about ids.
 */
export async function residentWhoSees<T>(
  page: Page,
  pick: (vendors: ListedVendor[]) => Promise<T | undefined>,
): Promise<T> {
  await signInAsNewResident(page);
  for (const community of await communities(page.request)) {
    await moveToCommunity(page.request, community.id);
    const found = await pick(await residentVendors(page.request));
    if (found !== undefined) return found;
  }
  expect(undefined, 'no community shows the vendors this test needs').toBeDefined();
  throw new Error('unreachable');
}
