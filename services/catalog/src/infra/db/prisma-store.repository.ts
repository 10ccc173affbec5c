import { VENDOR_MESSAGES, type CreateStoreRequest } from '@marketplace/contracts';
import { StoreReferenceNotFoundError } from '../../domain/errors';
import type { StoreRepository } from '../../domain/store.repository';
import type { CatalogPrisma } from './catalog-database';
import { rethrowViolation } from './prisma-violations';
import { refreshServiceAreas } from './service-areas';

export class PrismaStoreRepository implements StoreRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  createForApplication(store: CreateStoreRequest): Promise<{ storeId: number; created: boolean }> {
    const sourceApplicationId = store.applicationId;
    return rethrowViolation(
      this.prisma.$transaction(async (tx) => {
        const existing = await tx.vendor.findUnique({ where: { sourceApplicationId }, select: { id: true } });
        if (existing) return { storeId: existing.id, created: false };
        const category = await tx.category.findUnique({
          where: { id: store.categoryId },
          select: { id: true },
        });
        if (!category) throw new StoreReferenceNotFoundError(VENDOR_MESSAGES.unknownCategory);
        const communityIds = [...new Set(store.communityIds)];
        if ((await tx.community.count({ where: { id: { in: communityIds } } })) !== communityIds.length)
          throw new StoreReferenceNotFoundError(VENDOR_MESSAGES.unknownCommunity);

        // ON CONFLICT DO NOTHING (decision 123): a second call for the same application racing this
        // one waits on its insert, then reads the committed store below instead of failing on the key.
        const [inserted] = await tx.vendor.createManyAndReturn({
          data: [
            {
              sourceApplicationId,
              categoryId: store.categoryId,
              name: store.name,
              phone: store.phone,
              address: store.address,
              isOpen: true,
              isExternalSource: false,
              // No radius: the store serves the communities its owner chose, and no others.
              serviceRadiusKm: null,
            },
          ],
          skipDuplicates: true,
          select: { id: true },
        });
        if (!inserted) {
          const raced = await tx.vendor.findUniqueOrThrow({
            where: { sourceApplicationId },
            select: { id: true },
          });
          return { storeId: raced.id, created: false };
        }
        await tx.vendorServiceCommunity.createMany({
          data: communityIds.map((communityId) => ({ vendorId: inserted.id, communityId })),
        });
        await refreshServiceAreas(tx, { vendorIds: [inserted.id] });
        return { storeId: inserted.id, created: true };
      }),
      // A community deleted between the check and the insert fails the foreign key instead.
      'P2003',
      () => new StoreReferenceNotFoundError(VENDOR_MESSAGES.unknownCommunity),
    );
  }
}
