import type { RawCategoryFields, RawCategoryRecord } from './raw-category';

export interface RawCategoryRepository {
  /** Every mapping, active or not, by creation. */
  list(): Promise<RawCategoryRecord[]>;
  /** A grouped category that does not exist (any more) throws GroupedCategoryNotFoundError. */
  create(fields: RawCategoryFields): Promise<RawCategoryRecord>;
  /** As create; null for an unknown id. */
  update(id: number, fields: RawCategoryFields): Promise<RawCategoryRecord | null>;
  /** False for an unknown id. */
  delete(id: number): Promise<boolean>;
}
