import { HANDOFF_MAX_TRIES } from '@marketplace/contracts';
import {
  customerLine,
  dietaryBanners,
  itemLine,
  mayDeliverWithoutCode,
  nextStepAction,
  tabOf,
  telHref,
  totalLine,
} from './order-card-text';

describe('an order card', () => {
  it("lists each item as 'name (quantity)'", () => {
    expect(itemLine({ name: 'Masala Dosa', quantity: 2 })).toBe('Masala Dosa (2)');
  });

  it('gives the total in rupees, cash on delivery', () => {
    expect(totalLine({ totalAmount: 250 })).toBe('₹250 · Cash on Delivery');
    expect(totalLine({ totalAmount: 262.5 })).toBe('₹262.50 · Cash on Delivery');
  });

  it('names the resident by first name, flat and community, leaving out what is unknown', () => {
    expect(
      customerLine({
        firstName: 'Asha',
        flatNumber: 'A-101',
        communityName: 'Prestige Lakeside Habitat',
        phone: '',
      }),
    ).toBe('Asha · Flat A-101 · Prestige Lakeside Habitat');
    expect(customerLine({ firstName: null, flatNumber: null, communityName: 'Brigade', phone: '' })).toBe(
      'Brigade',
    );
  });

  it('dials a 10-digit mobile number with the country code', () => {
    expect(telHref('98450 12345')).toBe('tel:+919845012345');
    expect(telHref('+91 98450 12345')).toBe('tel:+919845012345');
    expect(telHref('080-2345-6789')).toBe('tel:08023456789');
  });

  it('shows a banner per dietary preference, once each', () => {
    expect(dietaryBanners({ dietaryPreferences: ['vegetarian', 'jain', 'vegetarian'] })).toEqual([
      'VEG ONLY ORDER',
      'JAIN',
    ]);
    expect(dietaryBanners({ dietaryPreferences: [] })).toEqual([]);
  });
});

describe('the inbox tab of a status', () => {
  it.each([
    ['pending', 'new'],
    ['accepted', 'in_progress'],
    ['picked_up', 'in_progress'],
    ['out_for_delivery', 'in_progress'],
    ['delivered', 'done'],
    ['cancelled', 'done'],
  ] as const)('puts %s under %s', (status, tab) => {
    expect(tabOf(status)).toBe(tab);
  });
});

describe('the next step button', () => {
  it.each([
    ['accepted', 'preparing', 'Start preparing'],
    ['preparing', 'ready', 'Mark ready'],
    ['ready', 'out_for_delivery', 'Out for delivery'],
    ['picked_up', 'out_for_delivery', 'Out for delivery'],
  ] as const)('moves %s to %s with %s', (status, next, label) => {
    expect(nextStepAction(status)).toEqual({ status: next, label });
  });

  it.each(['pending', 'out_for_delivery', 'delivered', 'cancelled'] as const)(
    'is absent for %s',
    (status) => {
      expect(nextStepAction(status)).toBeNull();
    },
  );
});

describe('delivering without the code', () => {
  const out = { status: 'out_for_delivery' as const, handoffFailures: HANDOFF_MAX_TRIES };

  it('is for the owner after the last wrong code', () => {
    expect(mayDeliverWithoutCode(out, 'owner')).toBe(true);
    expect(mayDeliverWithoutCode({ ...out, handoffFailures: HANDOFF_MAX_TRIES - 1 }, 'owner')).toBe(false);
  });

  it('is never for staff, nor for an order that is not out for delivery', () => {
    expect(mayDeliverWithoutCode(out, 'staff')).toBe(false);
    expect(mayDeliverWithoutCode({ ...out, status: 'delivered' }, 'owner')).toBe(false);
  });
});
