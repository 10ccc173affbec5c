import { AddressNotFoundError } from '../../domain/errors';
import { successorDefault } from '../../domain/address';
import type { AddressRepository } from '../../domain/address.repository';

/** DELETE /api/user/addresses/{id}. Deleting the default makes the most recent remaining address the default. */
export async function deleteAddress(
  deps: { addresses: AddressRepository },
  { userId, addressId }: { userId: number; addressId: number },
): Promise<void> {
  await deps.addresses.withAddressBook(userId, async (book) => {
    const current = await book.find(addressId);
    if (!current) throw new AddressNotFoundError();
    await book.remove(addressId);
    if (!current.isDefault) return;
    const successor = successorDefault(await book.list(), addressId);
    if (successor) await book.makeDefault(successor.id);
  });
}
