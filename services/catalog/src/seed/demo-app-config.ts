/**
 * The customer-profile page of the app configuration: one section per profile menu entry plus the
 * support card (customer spec 2, Profile), all enabled.
 */
export const CUSTOMER_PROFILE_PAGE = {
  pageName: 'customer-profile',
  displayName: 'Customer Profile',
  description: 'Menu entries and cards of the resident profile screen',
  sections: [
    { sectionName: 'edit-profile', displayName: 'Edit Profile', description: 'Name, email and phone' },
    { sectionName: 'addresses', displayName: 'Addresses', description: 'Saved delivery addresses' },
    { sectionName: 'favorites', displayName: 'Favorite Vendors', description: 'Vendors the resident saved' },
    { sectionName: 'reviews', displayName: 'My Reviews', description: 'Reviews the resident wrote' },
    { sectionName: 'notifications', displayName: 'Notifications', description: 'Notification settings' },
    { sectionName: 'privacy', displayName: 'Privacy & Security', description: 'Privacy settings' },
    { sectionName: 'help', displayName: 'Help & Support', description: 'FAQ and contact options' },
    {
      sectionName: 'support',
      displayName: 'Support Info',
      description: 'Support phone number and hours card',
    },
  ],
};
