import type { AddressFields, AddressRecord } from './address';

/**
 * One resident's addresses inside one transaction that holds their account row locked, so two
 * requests of the same resident (two tabs saving a default, two adds at the limit) take turns.
 */
export interface AddressBook {
  /** Default first, then newest. */
  list(): Promise<AddressRecord[]>;
  /** Null when the id is unknown or another resident's. */
  find(id: number): Promise<AddressRecord | null>;
  count(): Promise<number>;
  /** Inserts the address as not default; makeDefault decides the flag. */
  add(fields: AddressFields): Promise<AddressRecord>;
  replace(id: number, fields: AddressFields): Promise<void>;
  remove(id: number): Promise<void>;
  /** Clears the flag on every other address first, so the database's one-default index always holds. */
  makeDefault(id: number): Promise<void>;
}

export interface AddressRepository {
  /** Default first, then newest. */
  listForUser(userId: number): Promise<AddressRecord[]>;
  /** Runs `work` in one transaction over the resident's address book; a throw rolls it all back. */
  withAddressBook<T>(userId: number, work: (book: AddressBook) => Promise<T>): Promise<T>;
}
