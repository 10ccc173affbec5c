import type { RawCategoryForm } from '@marketplace/contracts';

/** A partner's category mapped to one of ours (admin spec 3, raw category mapping). */
export interface RawCategoryRecord {
  id: number;
  rawCategoryName: string;
  /** The partner's category id its vendor URL is queried with (the partner catalog sync). */
  rawCategoryId: string | null;
  /** Null once unmapped. */
  groupedCategory: { id: number; name: string } | null;
  sourceSystem: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** What a raw category save writes: the form as it is. */
export type RawCategoryFields = RawCategoryForm;
