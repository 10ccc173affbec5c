import { MAX_ADDRESSES_PER_USER, type ParsedAddressRequest } from '@marketplace/contracts';
import { AddressLimitReachedError } from '../../domain/errors';
import { addressFieldsOf, withCommunityDetails, type AddressRecord } from '../../domain/address';
import type { AddressRepository } from '../../domain/address.repository';
import { requireCommunity, type CommunityDirectory } from '../../domain/community-directory';

export interface AddressCommandDeps {
  addresses: AddressRepository;
  communities: CommunityDirectory;
}

/** POST /api/user/addresses. A resident's first address is their default, whatever the form said. */
export async function addAddress(
  deps: AddressCommandDeps,
  { userId, request }: { userId: number; request: ParsedAddressRequest },
): Promise<AddressRecord> {
  // Asked before the transaction opens: no lock is held while the catalog answers.
  const community = await requireCommunity(deps.communities, request.communityId);
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
