import type { CommunityStatus, CommunityType } from '@marketplace/contracts';

/**
 * Demo places. Ids are fixed: onboarding defaults to Karnataka / Bengaluru, and community 1 is the
 * demo resident's (Bengaluru).
 */
export interface DemoState {
  id: number;
  name: string;
  cities: { id: number; name: string }[];
}

export const DEMO_STATES: DemoState[] = [
  {
    id: 1,
    name: 'Karnataka',
    cities: [
      { id: 1, name: 'Bengaluru' },
      { id: 2, name: 'Mysuru' },
      { id: 3, name: 'Mangaluru' },
    ],
  },
  {
    id: 2,
    name: 'Maharashtra',
    cities: [
      { id: 4, name: 'Mumbai' },
      { id: 5, name: 'Pune' },
    ],
  },
  {
    id: 3,
    name: 'Tamil Nadu',
    cities: [
      { id: 6, name: 'Chennai' },
      { id: 7, name: 'Coimbatore' },
    ],
  },
  { id: 4, name: 'Telangana', cities: [{ id: 8, name: 'Hyderabad' }] },
  { id: 5, name: 'Kerala', cities: [{ id: 9, name: 'Kochi' }] },
];

export interface DemoCommunity {
  id: number;
  name: string;
  type: CommunityType;
  status: CommunityStatus;
  address: string;
  cityId: number;
  pincode: string;
  latitude: number;
  longitude: number;
  businessCount: number;
}

const community = (
  id: number,
  name: string,
  type: CommunityType,
  address: string,
  cityId: number,
  pincode: string,
  [latitude, longitude]: [number, number],
  businessCount: number,
  status: CommunityStatus = 'active',
): DemoCommunity => ({
  id,
  name,
  type,
  status,
  address,
  cityId,
  pincode,
  latitude,
  longitude,
  businessCount,
});

export const DEMO_COMMUNITIES: DemoCommunity[] = [
  community(
    1,
    'Prestige Lakeside Habitat',
    'apartment',
    'Varthur Main Road, Gunjur, Bengaluru',
    1,
    '560087',
    [12.9431, 77.7376],
    14,
  ),
  community(
    2,
    'Brigade Gateway',
    'apartment',
    '26/1 Dr Rajkumar Road, Malleshwaram West, Bengaluru',
    1,
    '560055',
    [13.0127, 77.5549],
    9,
  ),
  community(
    3,
    'Sobha Dream Acres',
    'apartment',
    'Panathur Main Road, Balagere, Bengaluru',
    1,
    '560087',
    [12.9347, 77.7106],
    11,
  ),
  community(
    4,
    'HSR Layout Sector 2 Residents Welfare Association',
    'society',
    '27th Main Road, HSR Layout Sector 2, Bengaluru',
    1,
    '560102',
    [12.9105, 77.6472],
    7,
  ),
  community(
    5,
    'Koramangala 3rd Block Residents Society',
    'society',
    '8th Main Road, Koramangala 3rd Block, Bengaluru',
    1,
    '560034',
    [12.9279, 77.6271],
    6,
  ),
  community(
    6,
    'Whitefield',
    'district',
    'Whitefield Main Road, Whitefield, Bengaluru',
    1,
    '560066',
    [12.9698, 77.75],
    22,
  ),
  community(
    7,
    'Jayanagar',
    'district',
    '11th Main Road, Jayanagar 4th Block, Bengaluru',
    1,
    '560011',
    [12.925, 77.5938],
    18,
  ),
  community(
    8,
    'Embassy Tech Village',
    'commercial',
    'Outer Ring Road, Devarabisanahalli, Bengaluru',
    1,
    '560103',
    [12.9307, 77.689],
    12,
  ),
  community(
    9,
    'Manyata Tech Park',
    'commercial',
    'Outer Ring Road, Nagavara, Bengaluru',
    1,
    '560045',
    [13.0474, 77.6205],
    10,
  ),
  community(
    10,
    'Old Madras Road Commercial Complex',
    'commercial',
    'Old Madras Road, KR Puram, Bengaluru',
    1,
    '560036',
    [13.0076, 77.6958],
    0,
    'inactive',
  ),
  community(
    11,
    'Vijayanagar 4th Stage Residents Forum',
    'society',
    'Vijayanagar 4th Stage, Mysuru',
    2,
    '570032',
    [12.3292, 76.6072],
    4,
  ),
  community(
    12,
    'Hiranandani Gardens',
    'apartment',
    'Central Avenue, Hiranandani Gardens, Powai, Mumbai',
    4,
    '400076',
    [19.1176, 72.9107],
    16,
  ),
  community(
    13,
    'Magarpatta City',
    'society',
    'Magarpatta City, Hadapsar, Pune',
    5,
    '411028',
    [18.5158, 73.9272],
    13,
  ),
  community(
    14,
    'Anna Nagar',
    'district',
    '2nd Avenue, Anna Nagar, Chennai',
    6,
    '600040',
    [13.085, 80.2101],
    15,
  ),
  community(
    15,
    'My Home Avatar',
    'apartment',
    'Narsingi, Gachibowli, Hyderabad',
    8,
    '500075',
    [17.3903, 78.3534],
    8,
  ),
  community(
    16,
    'Panampilly Nagar',
    'district',
    'Panampilly Nagar, Kochi',
    9,
    '682036',
    [9.9634, 76.2921],
    5,
    'blocked',
  ),
];
