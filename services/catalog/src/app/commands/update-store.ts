import {
  STORE_MESSAGES,
  STORE_PHOTO_MAX_BYTES,
  rupeesToPaise,
  type StoreMembership,
  type StoreUpdateRequest,
} from '@marketplace/contracts';
import { StorePhotoRefusedError } from '../../domain/errors';
import { imageFileOf, imageUrlOf, sniffImageType } from '../../domain/item-image';
import type { ItemImageRepository } from '../../domain/item-image.repository';
import {
  memberRole,
  refuseOpeningSuspended,
  requireOwner,
  scheduleOf,
  type StoreProfileChange,
} from '../../domain/store';
import { switchedSchedule } from '../../domain/store-hours';
import { changeMemberStore, type ChangeMemberStoreDeps } from './change-member-store';
import type { MemberStore } from '../queries/get-member-store';

export interface UpdateStoreDeps extends ChangeMemberStoreDeps {
  itemImages: Pick<ItemImageRepository, 'saveFile'>;
}

/**
 * PATCH /api/vendor/stores/{id}: the open/closed switch (any member; it holds until the hours'
 * next change) and the profile (the owner). A new photo's file is stored before the store names it.
 */
export async function updateStore(
  deps: UpdateStoreDeps,
  input: { memberships: readonly StoreMembership[]; storeId: number; request: StoreUpdateRequest },
): Promise<MemberStore> {
  const { isOpen, photo, deliveryFee, ...fields } = input.request;
  const changesProfile = photo !== undefined || deliveryFee !== undefined || Object.keys(fields).length > 0;
  // Who may change what is known from the identity: nobody else's picture is stored.
  const role = memberRole(input.memberships, input.storeId);
  if (changesProfile) requireOwner(role);
  const photoUrl = photo ? await storedPhotoUrl(deps, photo) : photo;
  return changeMemberStore(deps, input, (store, _role, now) => {
    if (isOpen !== undefined) refuseOpeningSuspended(store, isOpen);
    const profile: StoreProfileChange = {
      ...fields,
      ...(deliveryFee !== undefined && { deliveryFeePaise: rupeesToPaise(deliveryFee) }),
      ...(photoUrl !== undefined && { photoUrl }),
    };
    return {
      ...(changesProfile && { profile }),
      ...(isOpen !== undefined && { schedule: switchedSchedule(scheduleOf(store), isOpen, now) }),
    };
  });
}

/** The photo's bytes must be the picture its data URL says they are, and small enough to serve. */
async function storedPhotoUrl(deps: Pick<UpdateStoreDeps, 'itemImages'>, dataUrl: string): Promise<string> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const declared = dataUrl.slice('data:'.length, dataUrl.indexOf(';'));
  const contentType = sniffImageType(bytes);
  if (!contentType || contentType !== declared) throw new StorePhotoRefusedError(STORE_MESSAGES.photoInvalid);
  if (bytes.length > STORE_PHOTO_MAX_BYTES) throw new StorePhotoRefusedError(STORE_MESSAGES.photoTooLarge);
  const file = imageFileOf(bytes, contentType);
  await deps.itemImages.saveFile(file);
  return imageUrlOf(file);
}
