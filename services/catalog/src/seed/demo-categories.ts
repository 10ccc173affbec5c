import type { PartnerAuthMethod, PartnerSource } from '@marketplace/contracts';

/** The spec's six categories with fixed ids: the billing category ids 1-4 are the spec's (customer spec 9). */
export interface DemoCategory {
  id: number;
  name: string;
  displayOrder: number;
  icon: string;
  hasCart: boolean;
  isOrderable: boolean;
  /** Its vendors come from the partner simulator as well as from the demo data. */
  hasCatalog: boolean;
  customerSupportNumber: string;
  subcategories: string[];
  /** Rupees and percentages, as the admin enters them; none for categories 5 and 6. */
  billing?: {
    gstPercentage: number;
    itemGstPercentage: number;
    platformFee: number;
    platformFeeDiscountPercentage: number;
    deliveryCharges: number;
    deliveryChargesDiscountPercentage: number;
    packagingApplicable: boolean;
    packagingChargesPerItem: number;
    packagingDiscountPercent: number;
  };
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    id: 1,
    name: 'Food & Restaurants',
    displayOrder: 1,
    icon: 'utensils',
    hasCart: true,
    isOrderable: true,
    hasCatalog: true,
    customerSupportNumber: '+91 80 4718 2001',
    subcategories: ['North Indian', 'South Indian', 'Biryani', 'Cafes & Bakeries', 'Desserts'],
    billing: {
      gstPercentage: 18,
      itemGstPercentage: 5,
      platformFee: 10,
      platformFeeDiscountPercentage: 0,
      deliveryCharges: 30,
      deliveryChargesDiscountPercentage: 50,
      packagingApplicable: true,
      packagingChargesPerItem: 5,
      packagingDiscountPercent: 0,
    },
  },
  {
    id: 2,
    name: 'Beauty & Personal Care',
    displayOrder: 2,
    icon: 'scissors',
    hasCart: true,
    isOrderable: true,
    hasCatalog: false,
    customerSupportNumber: '+91 80 4718 2002',
    subcategories: ['Salon', 'Spa', 'Makeup', 'Grooming'],
    billing: {
      gstPercentage: 18,
      itemGstPercentage: 18,
      platformFee: 15,
      platformFeeDiscountPercentage: 0,
      deliveryCharges: 0,
      deliveryChargesDiscountPercentage: 0,
      packagingApplicable: false,
      packagingChargesPerItem: 0,
      packagingDiscountPercent: 0,
    },
  },
  {
    id: 3,
    name: 'Grocery',
    displayOrder: 3,
    icon: 'shopping-basket',
    hasCart: true,
    isOrderable: true,
    hasCatalog: false,
    customerSupportNumber: '+91 80 4718 2003',
    subcategories: ['Fruits & Vegetables', 'Dairy', 'Staples', 'Organic'],
    billing: {
      gstPercentage: 18,
      itemGstPercentage: 5,
      platformFee: 5,
      platformFeeDiscountPercentage: 0,
      deliveryCharges: 25,
      deliveryChargesDiscountPercentage: 0,
      packagingApplicable: true,
      packagingChargesPerItem: 2,
      packagingDiscountPercent: 0,
    },
  },
  {
    id: 4,
    name: 'Kirana Stores',
    displayOrder: 4,
    icon: 'store',
    hasCart: true,
    isOrderable: true,
    hasCatalog: false,
    customerSupportNumber: '+91 80 4718 2004',
    subcategories: ['General Store', 'Daily Needs', 'Household Essentials'],
    billing: {
      gstPercentage: 18,
      itemGstPercentage: 5,
      platformFee: 0,
      platformFeeDiscountPercentage: 0,
      deliveryCharges: 20,
      deliveryChargesDiscountPercentage: 0,
      packagingApplicable: false,
      packagingChargesPerItem: 0,
      packagingDiscountPercent: 0,
    },
  },
  {
    id: 5,
    name: 'Home Services',
    displayOrder: 5,
    icon: 'wrench',
    hasCart: false,
    isOrderable: false,
    hasCatalog: false,
    customerSupportNumber: '+91 80 4718 2005',
    subcategories: ['Plumbing', 'Electrical', 'Cleaning', 'Pest Control'],
  },
  {
    id: 6,
    name: 'Auto Services',
    displayOrder: 6,
    icon: 'car',
    hasCart: false,
    isOrderable: false,
    hasCatalog: false,
    customerSupportNumber: '+91 80 4718 2006',
    subcategories: ['Car Wash', 'Bike Service', 'Mechanic'],
  },
];

const PARTNER_CATEGORY_ID = 1;

/** The partner system the launcher starts (infra/partner-sim), as the demo's category config reaches it. */
export interface DemoPartnerSettings {
  baseUrl: string;
  authMethod: PartnerAuthMethod;
  authKey: string | undefined;
}

export interface DemoPartnerSource {
  source: PartnerSource;
  url: string;
  authMethod: PartnerAuthMethod;
  authKey: string | null;
  sampleCurl: string;
}

/** Food & Restaurants' partner URLs, all pointing at the simulator with the configured credentials. */
export function demoPartnerSources(settings: DemoPartnerSettings): DemoPartnerSource[] {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const authKey = settings.authMethod === 'none' ? null : (settings.authKey ?? null);
  const urls: [PartnerSource, string, string][] = [
    ['catalog', `${base}/catalog`, 'GET'],
    ['vendor', `${base}/vendors`, 'GET'],
    ['vendorDetails', `${base}/vendors/{vendorId}`, 'GET'],
    ['orderCreate', `${base}/orders`, 'POST'],
    ['orderStatus', `${base}/orders/{orderId}/status`, 'GET'],
    // Where the order service tells the partner of a resident's cancellation.
    ['orderUpdate', `${base}/orders/{orderId}/cancel`, 'POST'],
  ];
  return urls.map(([source, url, method]) => ({
    source,
    url,
    authMethod: settings.authMethod,
    authKey,
    sampleCurl: sampleCurl(method, url, settings.authMethod),
  }));
}

/** Documentation for the admin screen; credentials are shown as placeholders, never the real key. */
function sampleCurl(method: string, url: string, authMethod: PartnerAuthMethod): string {
  const auth: Record<PartnerAuthMethod, string> = {
    bearer: " -H 'Authorization: Bearer <token>'",
    api_key: " -H 'x-api-key: <key>'",
    basic: " -u '<user>:<password>'",
    none: '',
  };
  const body = method === 'POST' ? " -H 'Content-Type: application/json' -d '{...}'" : '';
  return `curl -X ${method} '${url}'${auth[authMethod]}${body}`;
}

/** The simulator's raw categories (infra/partner-sim seed), all grouped under Food & Restaurants. */
export const DEMO_RAW_CATEGORY_MAPPINGS = [
  { rawCategoryId: 'north-indian', rawCategoryName: 'North Indian' },
  { rawCategoryId: 'south-indian', rawCategoryName: 'South Indian' },
  { rawCategoryId: 'biryani', rawCategoryName: 'Biryani' },
  { rawCategoryId: 'cafe', rawCategoryName: 'Cafe & Bakes' },
].map((mapping) => ({ ...mapping, groupedCategoryId: PARTNER_CATEGORY_ID, sourceSystem: 'spice-route' }));
