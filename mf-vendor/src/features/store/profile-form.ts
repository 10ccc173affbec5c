import { z } from 'zod';
import {
  STORE_MESSAGES,
  STORE_PHOTO_MAX_BYTES,
  STORE_PHOTO_TYPES,
  StoreUpdateRequestSchema,
  type Store,
} from '@marketplace/contracts';

/**
 * The profile form: its values as typed, the changed fields the PATCH sends, and the check of those
 * with StoreUpdateRequestSchema, so each STORE_MESSAGES text shows under its field.
 */
export interface ProfileValues {
  name: string;
  description: string;
  phone: string;
  address: string;
  /** Two whole minutes, sent as '15-20'. */
  deliveryTime: { from: string; to: string };
  /** Rupees as typed. */
  deliveryFee: string;
  communityIds: number[];
  photo: PhotoChoice;
}

/** The photo as it is, a new one (a data URL, sent as `photo`), or removed (sent as null). */
export type PhotoChoice = { kind: 'keep' } | { kind: 'new'; dataUrl: string } | { kind: 'remove' };
export const KEEP_PHOTO: PhotoChoice = { kind: 'keep' };

const ProfileValuesSchema = z.object({
  name: z.string(),
  description: z.string(),
  phone: z.string(),
  address: z.string(),
  deliveryTime: z.object({ from: z.string(), to: z.string() }),
  deliveryFee: z.string(),
  communityIds: z.array(z.number()),
  photo: z.custom<PhotoChoice>(),
});

const DELIVERY_TIME = /^(\d+)-(\d+)$/;

export function profileValuesOf(store: Store): ProfileValues {
  const [, from = '', to = ''] = DELIVERY_TIME.exec(store.deliveryTime) ?? [];
  return {
    name: store.name,
    description: store.description ?? '',
    phone: store.phone ?? '',
    address: store.address ?? '',
    deliveryTime: { from, to },
    deliveryFee: String(store.deliveryFee),
    communityIds: [...store.communityIds],
    photo: KEEP_PHOTO,
  };
}

/** Rupees as typed ('20', '20.50', '-5'), or NaN for anything else; the schema refuses either with its message. */
export function amountOf(typed: string): number {
  const trimmed = typed.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : NaN;
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const sorted = (ids: readonly number[]) => [...new Set(ids)].sort((x, y) => x - y).join(',');
  return sorted(a) === sorted(b);
}

/** The fields that differ from the store as saved, as the PATCH names them (not yet checked). */
export function profileChanges(store: Store, values: ProfileValues): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (values.name.trim() !== store.name) changes.name = values.name;
  const description = values.description.trim() === '' ? null : values.description;
  if ((description?.trim() ?? null) !== store.description) changes.description = description;
  if (values.phone.trim() !== (store.phone ?? '')) changes.phone = values.phone;
  if (values.address.trim() !== (store.address ?? '')) changes.address = values.address;
  const deliveryTime = `${values.deliveryTime.from.trim()}-${values.deliveryTime.to.trim()}`;
  if (deliveryTime !== store.deliveryTime) changes.deliveryTime = deliveryTime;
  const deliveryFee = amountOf(values.deliveryFee);
  if (deliveryFee !== store.deliveryFee) changes.deliveryFee = deliveryFee;
  if (!sameIds(values.communityIds, store.communityIds)) changes.communityIds = values.communityIds;
  if (values.photo.kind === 'new') changes.photo = values.photo.dataUrl;
  if (values.photo.kind === 'remove') changes.photo = null;
  return changes;
}

export function hasProfileChanges(store: Store, values: ProfileValues): boolean {
  return Object.keys(profileChanges(store, values)).length > 0;
}

/**
 * The form's schema: the values, as the changed fields, checked with StoreUpdateRequestSchema. Its
 * errors are keyed by the request's fields, which are the form's (deliveryTime is the pair).
 */
export function profileFormSchema(store: Store) {
  return ProfileValuesSchema.transform((values) => profileChanges(store, values)).pipe(
    StoreUpdateRequestSchema,
  );
}

type ProfileField = keyof ProfileValues;

/** The field each of the server's messages is about, so a refusal shows where the client's own check would. */
const FIELD_OF_MESSAGE: ReadonlyArray<[string, ProfileField]> = [
  [STORE_MESSAGES.nameRequired, 'name'],
  [STORE_MESSAGES.nameTooLong, 'name'],
  [STORE_MESSAGES.descriptionTooLong, 'description'],
  [STORE_MESSAGES.phoneInvalid, 'phone'],
  [STORE_MESSAGES.addressRequired, 'address'],
  [STORE_MESSAGES.addressTooLong, 'address'],
  [STORE_MESSAGES.deliveryTimeInvalid, 'deliveryTime'],
  [STORE_MESSAGES.deliveryTimeRange, 'deliveryTime'],
  [STORE_MESSAGES.deliveryFeeInvalid, 'deliveryFee'],
  [STORE_MESSAGES.communitiesRequired, 'communityIds'],
  [STORE_MESSAGES.communitiesTooMany, 'communityIds'],
  [STORE_MESSAGES.unknownCommunity, 'communityIds'],
  [STORE_MESSAGES.photoInvalid, 'photo'],
  [STORE_MESSAGES.photoTooLarge, 'photo'],
];

/** The profile field a server message belongs under, or null for a message about the whole form. */
export function fieldOfProfileMessage(message: string): ProfileField | null {
  return FIELD_OF_MESSAGE.find(([known]) => known === message)?.[1] ?? null;
}

/** What is wrong with a chosen photo before it is read, or null: the browser checks type and size first. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!(STORE_PHOTO_TYPES as readonly string[]).includes(file.type)) return STORE_MESSAGES.photoInvalid;
  if (file.size > STORE_PHOTO_MAX_BYTES) return STORE_MESSAGES.photoTooLarge;
  return null;
}
