/**
 * Customer spec 2, Vendor page: where its back button goes, by the `from` query parameter (and
 * `categoryId` when the resident came from a category's vendors).
 */
export function vendorBackTarget(from: string | null, categoryId: string | null): string {
  switch (from) {
    case 'home':
      return '/customer';
    case 'directory':
    case 'categories':
    case 'search':
      return '/customer/directory';
    case 'category':
      return categoryId !== null && categoryId !== ''
        ? `/customer/category/${encodeURIComponent(categoryId)}`
        : '/customer/directory';
    case 'map':
      return '/customer/map';
    case 'favorites':
      return '/customer/profile/favorites';
    default:
      return '/customer';
  }
}
