import type { AddressFields, AddressRecord } from '../../domain/address';
import type { AddressBook, AddressRepository } from '../../domain/address.repository';
import type { Address as AddressRow, Prisma } from './generated/client';
import type { AuthPrismaClient } from './prisma-client';
import { AUTH_SCHEMA } from './schema';

type Db = AuthPrismaClient | Prisma.TransactionClient;

const DEFAULT_FIRST_THEN_NEWEST = [
  { isDefault: 'desc' },
  { createdAt: 'desc' },
  { id: 'desc' },
] satisfies Prisma.AddressOrderByWithRelationInput[];

const toNumber = (value: Prisma.Decimal | null) => (value === null ? null : value.toNumber());

function toAddress(row: AddressRow): AddressRecord {
  return {
    id: row.id,
    userId: row.userId,
    addressType: row.addressType,
    flatNumber: row.flatNumber,
    floor: row.floor,
    streetAddress: row.streetAddress,
    communityId: row.communityId,
    communityAddress: row.communityAddress,
    pincode: row.pincode,
    cityId: row.cityId,
    cityName: row.cityName,
    state: row.state,
    latitude: toNumber(row.latitude),
    longitude: toNumber(row.longitude),
    isDefault: row.isDefault,
    createdAt: row.createdAt,
  };
}

function listAddresses(db: Db, userId: number): Promise<AddressRecord[]> {
  return db.address
    .findMany({ where: { userId }, orderBy: DEFAULT_FIRST_THEN_NEWEST })
    .then((rows) => rows.map(toAddress));
}

class PrismaAddressBook implements AddressBook {
  constructor(
    private readonly tx: Prisma.TransactionClient,
    private readonly userId: number,
  ) {}

  list(): Promise<AddressRecord[]> {
    return listAddresses(this.tx, this.userId);
  }

  async find(id: number): Promise<AddressRecord | null> {
    const row = await this.tx.address.findFirst({ where: { id, userId: this.userId } });
    return row && toAddress(row);
  }

  count(): Promise<number> {
    return this.tx.address.count({ where: { userId: this.userId } });
  }

  async add(fields: AddressFields): Promise<AddressRecord> {
    return toAddress(await this.tx.address.create({ data: { ...fields, userId: this.userId } }));
  }

  async replace(id: number, fields: AddressFields): Promise<void> {
    await this.tx.address.updateMany({ where: { id, userId: this.userId }, data: fields });
  }

  async remove(id: number): Promise<void> {
    await this.tx.address.deleteMany({ where: { id, userId: this.userId } });
  }

  async makeDefault(id: number): Promise<void> {
    // Two statements: PostgreSQL checks a unique index row by row, so flipping both flags in one
    // UPDATE could meet the new default before the old one was cleared.
    await this.tx.address.updateMany({
      where: { userId: this.userId, isDefault: true, id: { not: id } },
      data: { isDefault: false },
    });
    await this.tx.address.updateMany({ where: { id, userId: this.userId }, data: { isDefault: true } });
  }
}

export class PrismaAddressRepository implements AddressRepository {
  constructor(private readonly prisma: AuthPrismaClient) {}

  listForUser(userId: number): Promise<AddressRecord[]> {
    return listAddresses(this.prisma, userId);
  }

  withAddressBook<T>(userId: number, work: (book: AddressBook) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(async (tx) => {
      // The account row is the resident's lock: their concurrent address writes queue behind it.
      await tx.$queryRawUnsafe(`SELECT 1 FROM "${AUTH_SCHEMA}".users WHERE id = $1 FOR UPDATE`, userId);
      return work(new PrismaAddressBook(tx, userId));
    });
  }
}
