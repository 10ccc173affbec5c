import {
  citiesOfStates,
  communityLocation,
  keepCitiesOf,
  statusLabel,
  tallyCommunities,
} from './community-format';
import { EMPTY_COMMUNITY_FORM, withState } from './community-form';

describe('community location', () => {
  it("reads 'city, state - pincode', the parts there are, or 'No location data'", () => {
    expect(communityLocation({ city: 'Bengaluru', state: 'Karnataka', pincode: '560001' })).toBe(
      'Bengaluru, Karnataka - 560001',
    );
    expect(communityLocation({ city: 'Bengaluru', state: 'Karnataka', pincode: null })).toBe(
      'Bengaluru, Karnataka',
    );
    expect(communityLocation({ city: null, state: null, pincode: null })).toBe('No location data');
  });
});

describe('community tiles', () => {
  it('counts the communities listed by status', () => {
    expect(
      tallyCommunities([
        { status: 'active' },
        { status: 'blocked' },
        { status: 'active' },
        { status: 'inactive' },
      ]),
    ).toEqual({ total: 4, byStatus: { active: 2, inactive: 1, blocked: 1 } });
  });

  it('labels statuses and types with a capital', () => {
    expect(statusLabel('blocked')).toBe('Blocked');
  });
});

describe('community form', () => {
  it('clears the chosen city when another state is chosen, and keeps it otherwise', () => {
    const chosen = { ...EMPTY_COMMUNITY_FORM, state: 'Karnataka', city: 'Mysuru' };
    expect(withState(chosen, 'Kerala')).toMatchObject({ state: 'Kerala', city: '' });
    expect(withState(chosen, 'Karnataka')).toBe(chosen);
  });
});

describe('city filter choices', () => {
  const cities = [
    { cityId: 1, cityName: 'Bengaluru', state: 'Karnataka' },
    { cityId: 2, cityName: 'Mysuru', state: 'Karnataka' },
    { cityId: 3, cityName: 'Kochi', state: 'Kerala' },
    { cityId: 4, cityName: 'Aurangabad', state: 'Maharashtra' },
    { cityId: 5, cityName: 'Aurangabad', state: 'Bihar' },
  ];

  it('offers the cities of the chosen states, each name once', () => {
    expect(citiesOfStates(cities, ['Kerala']).map((option) => option.value)).toEqual(['Kochi']);
    expect(citiesOfStates(cities, [])).toHaveLength(4);
    expect(citiesOfStates(cities, []).find((option) => option.value === 'Aurangabad')?.label).toBe(
      'Aurangabad, Maharashtra / Bihar',
    );
  });

  it('drops a chosen city the new states no longer offer', () => {
    expect(keepCitiesOf(['Kochi', 'Mysuru'], citiesOfStates(cities, ['Karnataka']))).toEqual(['Mysuru']);
  });
});
