import { VENDOR_MESSAGES } from '@marketplace/contracts';
import { fieldOfServerMessage, mergeCityChoice } from './application-form';

describe("the server's refusal of an application", () => {
  it.each([
    [VENDOR_MESSAGES.storeNameRequired, 'storeName'],
    [VENDOR_MESSAGES.unknownCategory, 'categoryId'],
    [VENDOR_MESSAGES.phoneRequired, 'phone'],
    [VENDOR_MESSAGES.addressRequired, 'address'],
    [VENDOR_MESSAGES.unknownCommunity, 'communityIds'],
  ])('shows %s under its field', (message, field) => {
    expect(fieldOfServerMessage(message)).toBe(field);
  });

  it('shows any other message for the whole form', () => {
    expect(fieldOfServerMessage(VENDOR_MESSAGES.applicationPending)).toBeNull();
    expect(fieldOfServerMessage('Service unavailable')).toBeNull();
  });
});

describe('choosing communities city by city', () => {
  it("keeps other cities' choices while one city's are ticked and unticked", () => {
    const bengaluru = [1, 2, 3];
    expect(mergeCityChoice([], bengaluru, [2])).toEqual([2]);
    expect(mergeCityChoice([7, 2], bengaluru, [2, 3])).toEqual([7, 2, 3]);
    expect(mergeCityChoice([7, 2, 3], bengaluru, [3])).toEqual([7, 3]);
    expect(mergeCityChoice([7, 3], bengaluru, [])).toEqual([7]);
  });
});
