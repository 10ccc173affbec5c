import { useState } from 'react';
import { NOTIFICATION_SETTING_DEFAULTS, type NotificationSettingKey } from '@marketplace/contracts';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { SettingsSection, type SettingDescription } from './settings-section';

const METHODS: readonly SettingDescription<NotificationSettingKey>[] = [
  { key: 'pushNotifications', label: 'Push Notifications', description: 'Alerts on this device' },
  { key: 'emailNotifications', label: 'Email Notifications', description: 'Updates sent to your email' },
  { key: 'smsNotifications', label: 'SMS Notifications', description: 'Text messages to your phone' },
];

const CONTENT: readonly SettingDescription<NotificationSettingKey>[] = [
  {
    key: 'orderUpdates',
    label: 'Order Updates',
    description: 'When an order is confirmed, on its way or delivered',
  },
  { key: 'promotions', label: 'Promotions & Offers', description: 'Discounts and deals from vendors' },
  { key: 'newVendors', label: 'New Vendors', description: 'Vendors that start serving your community' },
  { key: 'favorites', label: 'Favorite Vendors', description: 'News from the vendors you saved' },
];

/** Customer spec 2, Notification Settings: switches held on this screen only, not saved. */
export function NotificationSettingsPage() {
  const [settings, setSettings] = useState<Record<NotificationSettingKey, boolean>>(
    NOTIFICATION_SETTING_DEFAULTS,
  );
  const change = (key: NotificationSettingKey, value: boolean) =>
    setSettings((current) => ({ ...current, [key]: value }));
  return (
    <>
      <ScreenHeader title="Notification Settings" backTo="/customer/profile" />
      <main className={screen.content}>
        <SettingsSection
          title="Notification Methods"
          settings={METHODS}
          values={settings}
          onChange={change}
        />
        <SettingsSection title="Notification Types" settings={CONTENT} values={settings} onChange={change} />
      </main>
    </>
  );
}
