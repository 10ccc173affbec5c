import { MAX_ADDRESSES_PER_USER, type ParsedAddressRequest } from '@marketplace/contracts';
import { AddressLimitReachedError, UserNotFoundError } from '../../domain/errors';
import { addressFieldsOf, withCommunityDetails, type AddressRecord } from '../../domain/address';
import type { AddressRepository } from '../../domain/address.repository';
import { requireJoinableCommunity, type CommunityDirectory } from '../../domain/community-directory';
import type { UserRepository } from '../../domain/user.repository';

export interface AddressCommandDeps {
  addresses: AddressRepository;
  communities: CommunityDirectory;
  users: Pick<UserRepository, 'findById'>;
}

/**
 * POST /api/user/addresses. A resident's first address is their default, whatever the form said. The
 * community must take residents (active), as the profile's does, unless it already is their profile's:
 * an address would otherwise tie a resident to a community the catalog is about to delete.
 */
export async function addAddress(
  deps: AddressCommandDeps,
  { userId, request }: { userId: number; request: ParsedAddressRequest },
): Promise<AddressRecord> {
  const user = await deps.users.findById(userId);
  if (!user) throw new UserNotFoundError();
  // Asked before the transaction opens: no lock is held while the catalog answers.
  const community = await requireJoinableCommunity(deps.communities, request.communityId, user.communityId);
  const fields = withCommunityDetails(addressFieldsOf(request), community);
  return deps.addresses.withAddressBook(userId, async (book) => {
    const existing = await book.count();
    if (existing >= MAX_ADDRESSES_PER_USER) throw new AddressLimitReachedError();
    const added = await book.add(fields);
    const isDefault = request.isDefault || existing === 0;
    if (isDefault) await book.makeDefault(added.id);
    return { ...added, isDefault };
  });
}
