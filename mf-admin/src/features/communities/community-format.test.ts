import { communityLocation, statusLabel, tallyCommunities } from './community-format';
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
