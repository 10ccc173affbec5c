import { CUSTOMER_PROFILE_CONFIG } from '@marketplace/contracts';
import { PROFILE_MENU, visibleProfileMenu } from './profile-menu';

describe('profile menu', () => {
  it("lists the spec's seven entries with their routes, in order", () => {
    expect(PROFILE_MENU.map(({ label, path }) => [label, path])).toEqual([
      ['Edit Profile', '/customer/profile/edit'],
      ['Addresses', '/customer/profile/addresses'],
      ['Favorite Vendors', '/customer/profile/favorites'],
      ['My Reviews', '/customer/profile/reviews'],
      ['Notifications', '/customer/profile/notifications'],
      ['Privacy & Security', '/customer/profile/privacy'],
      ['Help & Support', '/customer/profile/help'],
    ]);
  });

  it('shows only the entries whose configuration section is on', () => {
    const { sections } = CUSTOMER_PROFILE_CONFIG;
    const switchedOff = new Set<string>([sections.favorites, sections.reviews]);
    expect(visibleProfileMenu((section) => !switchedOff.has(section)).map((entry) => entry.label)).toEqual([
      'Edit Profile',
      'Addresses',
      'Notifications',
      'Privacy & Security',
      'Help & Support',
    ]);
  });
});
