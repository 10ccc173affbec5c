import type { Address } from '@marketplace/contracts';
import { addressCardLines, hasSavedLocation } from './address-card-lines';

const address: Address = {
  id: 1,
  addressType: 'home',
  flatNumber: 'A-101',
  floor: '1',
  streetAddress: 'Lake Road',
  communityId: 1,
  communityAddress: 'Varthur Main Road, Gunjur, Bengaluru',
  pincode: '560087',
  cityId: 1,
  cityName: 'Bengaluru',
  state: 'Karnataka',
  latitude: 12.94,
  longitude: 77.73,
  isDefault: true,
};

describe('addressCardLines', () => {
  it('shows flat and street, the community address, then city, state and pincode', () => {
    expect(addressCardLines(address)).toEqual([
      'A-101, Lake Road',
      'Varthur Main Road, Gunjur, Bengaluru',
      'Bengaluru, Karnataka - 560087',
    ]);
  });

  it('leaves out missing parts without stray separators or empty lines', () => {
    expect(
      addressCardLines({
        ...address,
        flatNumber: null,
        communityAddress: ' ',
        cityName: null,
        state: 'Karnataka',
      }),
    ).toEqual(['Lake Road', 'Karnataka - 560087']);
  });
});

describe('hasSavedLocation', () => {
  it('is true only when both coordinates are saved', () => {
    expect(hasSavedLocation(address)).toBe(true);
    expect(hasSavedLocation({ latitude: null, longitude: null })).toBe(false);
    expect(hasSavedLocation({ latitude: 0, longitude: 0 })).toBe(true);
  });
});
