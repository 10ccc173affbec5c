/**
 * Customer spec 3, Cart line: a line's id is a number derived from the vendor id followed by the
 * digits of the partner's menu id; an item without such digits (our own vendors' items, or an id
 * too long to stay an exact number) is named by a checksum of its name instead.
 */
export function cartLineId(item: {
  restaurantId: number;
  externalMenuId: string | null;
  name: string;
}): number {
  const digits = (item.externalMenuId ?? '').replace(/\D/g, '');
  if (digits !== '') {
    const derived = Number(`${item.restaurantId}${digits}`);
    if (Number.isSafeInteger(derived)) return derived;
  }
  return nameChecksum(item.name);
}

/** A 31-bit string hash (djb2): the same name always gives the same positive number. */
export function nameChecksum(name: string): number {
  let hash = 5381;
  for (const character of name) {
    hash = (Math.imul(hash, 33) + (character.codePointAt(0) ?? 0)) | 0;
  }
  return hash & 0x7fffffff;
}
