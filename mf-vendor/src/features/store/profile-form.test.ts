import { STORE_MESSAGES, STORE_PHOTO_MAX_BYTES, type Store } from '@marketplace/contracts';
import {
  amountOf,
  fieldOfProfileMessage,
  hasProfileChanges,
  photoProblem,
  profileChanges,
  profileFormSchema,
  profileValuesOf,
} from './profile-form';

const STORE: Store = {
  id: 3,
  name: 'Annapoorna Mess',
  description: null,
  phone: '9876543210',
  address: '12 Temple Road, Jayanagar',
  categoryId: 1,
  categoryName: 'Food',
  deliveryTime: '15-20',
  deliveryFee: 20,
  communityIds: [4, 2],
  photoUrl: null,
  status: 'active',
  suspendedReason: null,
  openState: { isOpen: true, source: 'switch', changesAt: null },
  pausedUntil: null,
  hours: null,
  role: 'owner',
};

const firstErrors = (result: ReturnType<ReturnType<typeof profileFormSchema>['safeParse']>) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));

describe('the store profile form', () => {
  it('starts from the store as saved, with nothing to send', () => {
    const values = profileValuesOf(STORE);
    expect(values).toMatchObject({
      name: 'Annapoorna Mess',
      description: '',
      deliveryTime: { from: '15', to: '20' },
      deliveryFee: '20',
      photo: { kind: 'keep' },
    });
    expect(profileChanges(STORE, values)).toEqual({});
    expect(hasProfileChanges(STORE, { ...values, communityIds: [2, 4] })).toBe(false);
  });

  it('sends only the fields that changed, the delivery time as one range', () => {
    const values = {
      ...profileValuesOf(STORE),
      description: 'Thali and tiffin since 1987',
      deliveryTime: { from: '20', to: '30' },
      deliveryFee: '25.50',
    };
    const result = profileFormSchema(STORE).safeParse(values);
    expect(result.data).toEqual({
      description: 'Thali and tiffin since 1987',
      deliveryTime: '20-30',
      deliveryFee: 25.5,
    });
  });

  it('sends an emptied description as null, a new photo as its data URL and a removed one as null', () => {
    const described = { ...STORE, description: 'Old words' };
    expect(profileChanges(described, { ...profileValuesOf(described), description: '  ' })).toEqual({
      description: null,
    });
    const photo = 'data:image/png;base64,iVBORw0KGgo=';
    expect(
      profileFormSchema(STORE).safeParse({
        ...profileValuesOf(STORE),
        photo: { kind: 'new', dataUrl: photo },
      }).data,
    ).toEqual({ photo });
    expect(
      profileFormSchema(STORE).safeParse({ ...profileValuesOf(STORE), photo: { kind: 'remove' } }).data,
    ).toEqual({
      photo: null,
    });
  });

  it('shows each of the contract’s messages under its field', () => {
    const result = profileFormSchema(STORE).safeParse({
      ...profileValuesOf(STORE),
      name: ' ',
      phone: '12345',
      address: 'abc',
      deliveryTime: { from: '30', to: '20' },
      deliveryFee: 'free',
      communityIds: [],
    });
    expect(firstErrors(result)).toEqual({
      name: STORE_MESSAGES.nameRequired,
      phone: STORE_MESSAGES.phoneInvalid,
      address: STORE_MESSAGES.addressRequired,
      deliveryTime: STORE_MESSAGES.deliveryTimeInvalid,
      deliveryFee: STORE_MESSAGES.deliveryFeeInvalid,
      communityIds: STORE_MESSAGES.communitiesRequired,
    });
    const far = profileFormSchema(STORE).safeParse({
      ...profileValuesOf(STORE),
      deliveryTime: { from: '2', to: '300' },
      deliveryFee: '501',
    });
    expect(firstErrors(far)).toEqual({
      deliveryTime: STORE_MESSAGES.deliveryTimeRange,
      deliveryFee: STORE_MESSAGES.deliveryFeeInvalid,
    });
  });

  it('reads only plain amounts as rupees', () => {
    expect(amountOf(' 20 ')).toBe(20);
    expect(amountOf('12.5')).toBe(12.5);
    expect(amountOf('')).toBeNaN();
    expect(amountOf('1e2')).toBeNaN();
    // A minus is read, so the contract says what is wrong with it.
    expect(amountOf('-5')).toBe(-5);
    expect(amountOf('5-')).toBeNaN();
  });

  it('puts a refusal from the server under the field it names, or over the whole form', () => {
    expect(fieldOfProfileMessage(STORE_MESSAGES.unknownCommunity)).toBe('communityIds');
    expect(fieldOfProfileMessage(STORE_MESSAGES.photoTooLarge)).toBe('photo');
    expect(fieldOfProfileMessage(STORE_MESSAGES.deliveryTimeRange)).toBe('deliveryTime');
    expect(fieldOfProfileMessage(STORE_MESSAGES.ownerOnly)).toBeNull();
  });
});

describe('a chosen photo', () => {
  it('must be a JPEG, PNG or WebP picture of at most 500 KB', () => {
    expect(photoProblem({ type: 'image/webp', size: STORE_PHOTO_MAX_BYTES })).toBeNull();
    expect(photoProblem({ type: 'image/gif', size: 1000 })).toBe(STORE_MESSAGES.photoInvalid);
    expect(photoProblem({ type: 'image/jpeg', size: STORE_PHOTO_MAX_BYTES + 1 })).toBe(
      STORE_MESSAGES.photoTooLarge,
    );
  });
});
