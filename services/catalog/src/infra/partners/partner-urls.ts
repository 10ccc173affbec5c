/**
 * How the catalog derives partner URLs from a category config's templates (admin spec 3: a
 * vendor-details URL may use the placeholder {vendorId}).
 */

/** Replaces `{name}` placeholders with URL-encoded values; unknown placeholders stay as they are. */
export function fillUrlTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? encodeURIComponent(values[name]!) : placeholder,
  );
}

/** The URL with path segments appended (each encoded), its query kept. */
function appendPathSegments(url: string, ...segments: string[]): string {
  const target = new URL(url);
  target.pathname = [target.pathname.replace(/\/+$/, ''), ...segments.map(encodeURIComponent)].join('/');
  return target.toString();
}

/** A vendor-details URL: {vendorId} filled in, or the vendor id appended when the template has none. */
export function vendorDetailsUrl(template: string, externalVendorId: string): string {
  return template.includes('{vendorId}')
    ? fillUrlTemplate(template, { vendorId: externalVendorId })
    : appendPathSegments(template, externalVendorId);
}

/** Partners list vendors of one raw category with ?categoryId=. */
export function vendorListUrl(vendorUrl: string, rawCategoryId: string | undefined): string {
  if (rawCategoryId === undefined) return vendorUrl;
  const target = new URL(vendorUrl);
  target.searchParams.set('categoryId', rawCategoryId);
  return target.toString();
}

/** A vendor's menu lives under the vendor URL: <vendor URL>/<vendorId>/menu. */
export function vendorMenuUrl(vendorUrl: string, externalVendorId: string): string {
  return appendPathSegments(vendorUrl, externalVendorId, 'menu');
}
