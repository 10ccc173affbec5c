import { EXPIRED_ORDER_REASON, nextVendorStep, VENDOR_MESSAGES } from '@marketplace/contracts';
import {
  answerRefusal,
  deliverRefusal,
  drawHandoffCode,
  mayDeliverWithoutCode,
  memberRoleFor,
  stepRefusal,
} from './vendor-order';

const handling = (overrides: Partial<{ handoffFailures: number; answeredByUserId: number | null }> = {}) => ({
  prepMinutes: null,
  handoffCode: '0427',
  handoffFailures: 0,
  deliveredWithoutCode: false,
  answeredByUserId: null,
  ...overrides,
});

describe('a local vendor’s rules for an order', () => {
  it('lets only a member of the order’s own store act, and never on a partner’s order', () => {
    const local = { vendorId: 7, relay: { status: 'not_required' as const } };
    const stores = [{ storeId: 7, role: 'staff' as const }];
    expect(memberRoleFor(local, stores)).toBe('staff');
    expect(memberRoleFor(local, [{ storeId: 8, role: 'owner' }])).toBeNull();
    expect(memberRoleFor({ ...local, relay: { status: 'relayed' as const } }, stores)).toBeNull();
  });

  it('answers a new order once, and says why a later answer is refused', () => {
    expect(answerRefusal({ status: 'pending', cancelReason: null, vendorHandling: handling() })).toBeNull();
    expect(answerRefusal({ status: 'preparing', cancelReason: null, vendorHandling: handling() })).toBe(
      VENDOR_MESSAGES.alreadyAnswered,
    );
    expect(
      answerRefusal({ status: 'cancelled', cancelReason: EXPIRED_ORDER_REASON, vendorHandling: handling() }),
    ).toBe(VENDOR_MESSAGES.expired);
    expect(
      answerRefusal({
        status: 'cancelled',
        cancelReason: 'Too busy',
        vendorHandling: handling({ answeredByUserId: 5 }),
      }),
    ).toBe(VENDOR_MESSAGES.alreadyRejected);
    expect(
      answerRefusal({
        status: 'cancelled',
        cancelReason: 'Cancelled by the resident',
        vendorHandling: handling(),
      }),
    ).toBe(VENDOR_MESSAGES.cancelled);
  });

  it('moves one step at a time, forward only', () => {
    expect(nextVendorStep('accepted')).toBe('preparing');
    expect(nextVendorStep('ready')).toBe('out_for_delivery');
    expect(nextVendorStep('picked_up')).toBe('out_for_delivery');
    expect(nextVendorStep('delivered')).toBeNull();
    expect(stepRefusal({ status: 'accepted' }, 'preparing')).toBeNull();
    expect(stepRefusal({ status: 'accepted' }, 'ready')).toBe(
      VENDOR_MESSAGES.notNextStep('accepted', 'preparing'),
    );
    expect(stepRefusal({ status: 'ready' }, 'preparing')).toBe(
      VENDOR_MESSAGES.notNextStep('ready', 'out for delivery'),
    );
    expect(stepRefusal({ status: 'pending' }, 'preparing')).toBe(VENDOR_MESSAGES.notAccepted);
    expect(stepRefusal({ status: 'cancelled' }, 'preparing')).toBe(VENDOR_MESSAGES.cancelled);
  });

  it('hands over only what is out for delivery; the owner alone skips the code, after 5 wrong ones', () => {
    expect(deliverRefusal({ status: 'out_for_delivery' })).toBeNull();
    expect(deliverRefusal({ status: 'ready' })).toBe(VENDOR_MESSAGES.notOutForDelivery);
    expect(deliverRefusal({ status: 'delivered' })).toBe(VENDOR_MESSAGES.alreadyDelivered);
    expect(mayDeliverWithoutCode({ vendorHandling: handling({ handoffFailures: 4 }) }, 'owner')).toBe(false);
    expect(mayDeliverWithoutCode({ vendorHandling: handling({ handoffFailures: 5 }) }, 'staff')).toBe(false);
    expect(mayDeliverWithoutCode({ vendorHandling: handling({ handoffFailures: 5 }) }, 'owner')).toBe(true);
  });

  it('draws four digits, leading zeros kept', () => {
    const codes = new Set(Array.from({ length: 200 }, drawHandoffCode));
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    expect(codes.size).toBeGreaterThan(150);
  });
});
