import type { ParsedAddressRequest } from '@marketplace/contracts';
import { AddressNotFoundError, UserNotFoundError } from '../../domain/errors';
import {
  addressFieldsOf,
  successorDefault,
  withCommunityDetails,
  type AddressRecord,
} from '../../domain/address';
import { assertJoinable, requireCommunity } from '../../domain/community-directory';
import type { AddressCommandDeps } from './add-address';

/**
 * PUT /api/user/addresses/{id}: replaces every field. Unticking "default" on the default address hands
 * the flag to the most recent other address; a resident's only address stays their default. A
 * community that takes no residents (not active) is kept only where it already was: the address's own
 * or the resident's profile's.
 */
export async function updateAddress(
  deps: AddressCommandDeps,
  { userId, addressId, request }: { userId: number; addressId: number; request: ParsedAddressRequest },
): Promise<AddressRecord> {
  const user = await deps.users.findById(userId);
  if (!user) throw new UserNotFoundError();
  const community = await requireCommunity(deps.communities, request.communityId);
  const fields = withCommunityDetails(addressFieldsOf(request), community);
  return deps.addresses.withAddressBook(userId, async (book) => {
    const current = await book.find(addressId);
    if (!current) throw new AddressNotFoundError();
    assertJoinable(community, [current.communityId, user.communityId]);
    await book.replace(addressId, fields);
    if (request.isDefault) {
      await book.makeDefault(addressId);
    } else if (current.isDefault) {
      const successor = successorDefault(await book.list(), addressId);
      if (successor) await book.makeDefault(successor.id);
    }
    const saved = await book.find(addressId);
    if (!saved) throw new AddressNotFoundError();
    return saved;
  });
}
