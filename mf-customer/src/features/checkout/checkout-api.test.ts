import { QueryClient } from '@tanstack/react-query';
import { ORDER_MESSAGES, type Address, type BillingConfig } from '@marketplace/contracts';
import { ApiError } from '@marketplace/ui/api';
import { sampleOrder } from '../orders/test-order';
import {
  billingQueryKey,
  fetchCategoryBilling,
  isPricesChanged,
  placedOrderOf,
  refreshPrices,
  saveDeliveryDetails,
} from './checkout-api';

const billing: BillingConfig = {
  categoryName: 'Food & Restaurants',
  packagingLabel: '',
  platformFeeRupees: 10,
  platformFeeDiscountPercentage: 0,
  deliveryChargesRupees: 30,
  deliveryChargesDiscountPercentage: 0,
  packagingApplicable: false,
  packagingChargesPerItem: 0,
  packagingDiscountPercent: 0,
  itemGstPercentage: 5,
  gstPercentage: 18,
};

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

// The browser's fetch is the boundary these calls cross; the answers are the services' own shapes.
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const realFetch = global.fetch;
let errors: jest.SpyInstance;
let warnings: jest.SpyInstance;
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
  warnings.mockRestore();
});
afterAll(() => {
  global.fetch = realFetch;
});

describe('the billing config read', () => {
  it('is the category’s config', async () => {
    fetchMock.mockResolvedValue(json(200, billing));
    await expect(fetchCategoryBilling(1)).resolves.toEqual(billing);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/categories/1/billing');
  });

  it('is none, the items alone, only when the category has no config (404)', async () => {
    fetchMock.mockResolvedValue(json(404, { message: 'Billing configuration not found' }, 'Not Found'));
    await expect(fetchCategoryBilling(3)).resolves.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('fails on a 5xx, so it is retried and never kept as "no charges"', async () => {
    fetchMock.mockResolvedValue(json(500, {}, 'Internal Server Error'));
    await expect(fetchCategoryBilling(1)).rejects.toBeInstanceOf(ApiError);
    expect(errors).toHaveBeenCalledWith('Failed to fetch billing configuration', expect.anything());
  });

  it('fails on a body that is not a config', async () => {
    fetchMock.mockResolvedValue(json(200, { categoryName: 'Food & Restaurants' }));
    await expect(fetchCategoryBilling(1)).rejects.toThrow();
    expect(errors).toHaveBeenCalledWith('Failed to fetch billing configuration', expect.anything());
  });
});

describe('the placed order', () => {
  it('is the whole order when the body reads as one', () => {
    const order = sampleOrder();
    expect(placedOrderOf(order)).toEqual({ id: 42, order });
    expect(errors).not.toHaveBeenCalled();
  });

  it('is its id alone when the body does not match, and the mismatch is logged', () => {
    const { breakdown: _dropped, ...partial } = sampleOrder({ id: 77 });
    expect(placedOrderOf(partial)).toEqual({ id: 77, order: null });
    expect(placedOrderOf({ id: 5 })).toEqual({ id: 5, order: null });
    expect(errors).toHaveBeenCalledWith('The placed order does not match OrderSchema', expect.anything());
  });

  it('has no id when the body has none worth the name', () => {
    for (const body of [undefined, null, 'ok', { id: '5' }, { id: 0 }, { id: 1.5 }, []])
      expect(placedOrderOf(body)).toEqual({ id: null, order: null });
  });
});

describe('a prices-changed refusal', () => {
  it('is the order service’s 409 or 422 with its message', () => {
    expect(isPricesChanged(new ApiError(ORDER_MESSAGES.pricesChanged, 409))).toBe(true);
    expect(isPricesChanged(new ApiError(ORDER_MESSAGES.pricesChanged, 422))).toBe(true);
    expect(isPricesChanged(new ApiError(ORDER_MESSAGES.restaurantClosed, 409))).toBe(false);
    expect(isPricesChanged(new ApiError(ORDER_MESSAGES.pricesChanged, 500))).toBe(false);
    expect(isPricesChanged(new Error(ORDER_MESSAGES.pricesChanged))).toBe(false);
  });
});

describe('after a prices-changed refusal', () => {
  it('the bill and the vendor’s menu are read afresh, and nothing else', async () => {
    const queryClient = new QueryClient();
    const menuKey = ['vendor', '7', 'menu'];
    const otherMenuKey = ['vendor', '8', 'menu'];
    for (const key of [billingQueryKey(1), menuKey, otherMenuKey]) queryClient.setQueryData(key, []);
    await refreshPrices(queryClient, 1, 7);
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(billingQueryKey(1))).toBe(true);
    expect(invalidated(menuKey)).toBe(true);
    expect(invalidated(otherMenuKey)).toBe(false);
  });
});

describe('saving the delivery details after the order', () => {
  const request = {
    addressType: 'home' as const,
    flatNumber: 'A-101',
    floor: '1',
    streetAddress: 'Flat A-101, Floor 1, Block A, Lakeside',
    communityId: 4,
    communityAddress: 'Lakeside',
    pincode: '560001',
    cityName: 'Bengaluru',
    state: 'Karnataka',
    latitude: null,
    longitude: null,
    isDefault: false,
  };
  const saved: Address = { ...request, id: 9, cityId: null, isDefault: true };
  const profile = { phone: '9876543210', flatNumber: 'A-101', communityId: 4 };

  /** Answers as the auth service would, with `addresses` as the resident's address book. */
  function answer(addresses: Response) {
    fetchMock.mockImplementation((input, init) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      if (path === '/api/user/profile' && method === 'PATCH')
        return Promise.resolve(json(200, { ...profile, firstName: 'A', lastName: null, email: null }));
      if (path === '/api/user/addresses' && method === 'GET') return Promise.resolve(addresses);
      if (path === '/api/user/addresses' && method === 'POST') return Promise.resolve(json(201, saved));
      return Promise.resolve(json(404, { message: 'Not found' }));
    });
  }
  const posts = () =>
    fetchMock.mock.calls.filter(
      ([path, init]) => String(path) === '/api/user/addresses' && init?.method === 'POST',
    );

  it('adds the address when the address book does not have it', async () => {
    answer(json(200, [{ ...saved, flatNumber: 'B-2', streetAddress: 'Flat B-2, Lakeside' }]));
    await saveDeliveryDetails(new QueryClient(), profile, request);
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toMatchObject({
      flatNumber: 'A-101',
      isDefault: false,
    });
  });

  it('does not add it again when the address book has it', async () => {
    answer(json(200, [saved]));
    await saveDeliveryDetails(new QueryClient(), profile, request);
    expect(posts()).toHaveLength(0);
    expect(
      fetchMock.mock.calls.some(
        ([path, init]) => String(path) === '/api/user/profile' && init?.method === 'PATCH',
      ),
    ).toBe(true);
  });

  it('adds it when the address book cannot be read, and only warns', async () => {
    answer(json(503, { message: 'auth is not ready' }));
    await saveDeliveryDetails(new QueryClient(), profile, request);
    expect(posts()).toHaveLength(1);
    expect(warnings).toHaveBeenCalled();
  });
});
