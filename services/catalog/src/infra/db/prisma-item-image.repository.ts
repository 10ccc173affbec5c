import type { ImageContentType, ImageFile, NewItemImage, StoredItemImage } from '../../domain/item-image';
import type { ItemImageRepository } from '../../domain/item-image.repository';
import type { CatalogPrisma } from './catalog-database';
import { CATALOG_SCHEMA } from './schema';

const PICTURE_COLUMNS = `image_url AS "imageUrl", coalesce(prompt, '') AS prompt, is_ai_generated AS "isAIGenerated"`;

/** By the unique key. */
const FIND_SQL = `SELECT ${PICTURE_COLUMNS}
FROM "${CATALOG_SCHEMA}"."generated_images"
WHERE restaurant_id = $1 AND item_name = $2 AND category = $3`;

/**
 * Store-or-find in one statement, one round trip (issue 13's p99): the item's row unless it has one,
 * with its file (unless a file of that hash is there already: same hash, same bytes); else the row
 * that stands, and no file written. The foreign key is checked at the end of the statement, once
 * both inserts are done. A row another transaction is committing at that moment is not seen by
 * this statement: then nothing comes back, and the caller reads it again.
 */
const SAVE_SQL = `WITH created AS (
  INSERT INTO "${CATALOG_SCHEMA}"."generated_images"
    (restaurant_id, item_name, category, description, restaurant_type, image_url, prompt, is_ai_generated, file_hash)
  VALUES ($4, $5, $6, $7, $8, $9, $10, $11, $1)
  ON CONFLICT (restaurant_id, item_name, category) DO NOTHING
  RETURNING ${PICTURE_COLUMNS}
), file AS (
  INSERT INTO "${CATALOG_SCHEMA}"."image_files" (hash, content_type, bytes)
  SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM created)
  ON CONFLICT (hash) DO NOTHING
)
SELECT *, true AS created FROM created
UNION ALL
SELECT ${PICTURE_COLUMNS}, false AS created FROM "${CATALOG_SCHEMA}"."generated_images"
WHERE restaurant_id = $4 AND item_name = $5 AND category = $6 AND NOT EXISTS (SELECT 1 FROM created)`;

export class PrismaItemImageRepository implements ItemImageRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  async find(key: {
    restaurantId: number;
    itemName: string;
    category: string;
  }): Promise<StoredItemImage | null> {
    const [row] = await this.prisma.$queryRawUnsafe<StoredItemImage[]>(
      FIND_SQL,
      key.restaurantId,
      key.itemName,
      key.category,
    );
    return row ?? null;
  }

  async save(image: NewItemImage): Promise<{ image: StoredItemImage; created: boolean }> {
    const { request, file } = image;
    const [row] = await this.prisma.$queryRawUnsafe<Array<StoredItemImage & { created: boolean }>>(
      SAVE_SQL,
      file.hash,
      file.contentType,
      file.bytes,
      request.restaurantId,
      request.itemName,
      request.category,
      request.description ?? null,
      request.restaurantType ?? null,
      image.imageUrl,
      image.prompt,
      image.isAIGenerated,
    );
    if (row) {
      const { created, ...standing } = row;
      return { image: standing, created };
    }
    // Another request was storing the item's picture; the insert waited for its commit, so a new
    // statement sees its row.
    const standing = await this.find(request);
    if (!standing) throw new Error(`the picture of ${request.itemName} was neither stored nor found`);
    return { image: standing, created: false };
  }

  async saveFile(file: ImageFile): Promise<void> {
    await this.prisma.imageFile.createMany({
      data: [{ hash: file.hash, contentType: file.contentType, bytes: Buffer.from(file.bytes) }],
      skipDuplicates: true,
    });
  }

  async findFile(hash: string): Promise<ImageFile | null> {
    const row = await this.prisma.imageFile.findUnique({
      where: { hash },
      select: { hash: true, contentType: true, bytes: true },
    });
    return row && { hash: row.hash, contentType: row.contentType as ImageContentType, bytes: row.bytes };
  }
}
