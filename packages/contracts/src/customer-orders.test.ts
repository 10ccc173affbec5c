// Through the package entry, which installs the field-naming messages every caller gets.
import { formatOrderNumber, PlaceOrderRequestSchema } from './index';

const order = {
  restaurantId: '7',
  items: [{ menuItemId: '70', name: 'Paneer Tikka', quantity: 2, price: 249 }],
  totalAmount: 498,
  deliveryAddress: 'Flat 4B, Prestige Lakeside',
  phoneNumber: '9876543210',
  paymentMethod: 'cod',
};

const firstMessage = (input: unknown) => {
  const result = PlaceOrderRequestSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('PlaceOrderRequestSchema', () => {
  it('accepts the checkout payload, with ids as numbers or digit strings', () => {
    expect(PlaceOrderRequestSchema.parse(order)).toMatchObject({
      restaurantId: 7,
      items: [{ menuItemId: 70 }],
    });
  });

  it('accepts the object form of a delivery address', () => {
    expect(
      PlaceOrderRequestSchema.safeParse({ ...order, deliveryAddress: { line1: 'Flat 4B', pincode: 560037 } })
        .success,
    ).toBe(true);
  });

  it("speaks the checkout form's messages", () => {
    expect(firstMessage({ ...order, phoneNumber: '' })).toBe('Please enter your phone number');
    expect(firstMessage({ ...order, deliveryAddress: '' })).toBe('Please enter your delivery address');
    expect(firstMessage({ ...order, deliveryAddress: {} })).toBe('Please enter your delivery address');
    expect(firstMessage({ ...order, paymentMethod: 'upi' })).toBe('Only cash on delivery is available');
  });

  it('names the field that is missing or of the wrong type', () => {
    expect(firstMessage({ ...order, restaurantId: undefined })).toBe('restaurantId is required');
    expect(firstMessage({ ...order, restaurantId: 'seven' })).toBe(
      'restaurantId must be a positive whole number',
    );
    expect(firstMessage({ ...order, totalAmount: '498' })).toBe('totalAmount must be a number');
  });
});

describe('formatOrderNumber', () => {
  it('pads the id to four digits after the prefix', () => {
    expect(formatOrderNumber(42)).toBe('CM-0042');
    expect(formatOrderNumber(123456)).toBe('CM-123456');
  });
});
