-- The customer-profile page of the app configuration (customer spec 2, Profile): one section per
-- profile menu entry plus the support card, all enabled. Every deployment needs it, not only demo
-- ones: the profile screen reads it, and an administrator can only switch off what exists. Names
-- match CUSTOMER_PROFILE_CONFIG in packages/contracts/src/app-config.ts. ON CONFLICT keeps a page or
-- section that is already there (and an administrator's status) as it is.
INSERT INTO app_config_pages (page_name, display_name, description, status)
VALUES ('customer-profile', 'Customer Profile', 'Menu entries and cards of the resident profile screen', 'enabled')
ON CONFLICT (page_name) DO NOTHING;

INSERT INTO app_config_sections (page_id, section_name, display_name, description, status)
SELECT page.id, section.section_name, section.display_name, section.description, 'enabled'
FROM app_config_pages AS page
CROSS JOIN (
  VALUES
    (1, 'edit-profile', 'Edit Profile', 'Name, email and phone'),
    (2, 'addresses', 'Addresses', 'Saved delivery addresses'),
    (3, 'favorites', 'Favorite Vendors', 'Vendors the resident saved'),
    (4, 'reviews', 'My Reviews', 'Reviews the resident wrote'),
    (5, 'notifications', 'Notifications', 'Notification settings'),
    (6, 'privacy', 'Privacy & Security', 'Privacy settings'),
    (7, 'help', 'Help & Support', 'FAQ and contact options'),
    (8, 'support', 'Support Info', 'Support phone number and hours card')
) AS section (position, section_name, display_name, description)
WHERE page.page_name = 'customer-profile'
ORDER BY section.position
ON CONFLICT (page_id, section_name) DO NOTHING;
