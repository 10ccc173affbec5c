import { useState } from 'react';
import {
  PRIVACY_ACTIONS,
  PRIVACY_SETTING_DEFAULTS,
  PROFILE_TEXTS,
  type PrivacySettingKey,
} from '@marketplace/contracts';
import { Button, Card } from '@marketplace/ui';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { SettingsSection, type SettingDescription } from './settings-section';
import styles from './profile.module.css';

const PRIVACY: readonly SettingDescription<PrivacySettingKey>[] = [
  { key: 'profileVisible', label: 'Profile Visibility', description: 'Let vendors see your profile' },
  {
    key: 'locationSharing',
    label: 'Location Sharing',
    description: 'Use your location to find nearby vendors',
  },
  { key: 'phoneVisible', label: 'Show Phone Number', description: 'Let vendors see your phone number' },
  { key: 'orderHistory', label: 'Order History', description: 'Keep a history of your past orders' },
  { key: 'reviewsVisible', label: 'Public Reviews', description: 'Show your reviews to other residents' },
];

const SECURITY: readonly SettingDescription<PrivacySettingKey>[] = [
  {
    key: 'twoFactorAuth',
    label: 'Two-Factor Authentication',
    description: 'Ask for a code when you sign in',
  },
];

/**
 * Customer spec 2, Privacy & Security: switches held on this screen only, not saved. The spec's
 * three buttons have no action.
 */
export function PrivacyPage() {
  const [settings, setSettings] = useState<Record<PrivacySettingKey, boolean>>(PRIVACY_SETTING_DEFAULTS);
  const change = (key: PrivacySettingKey, value: boolean) =>
    setSettings((current) => ({ ...current, [key]: value }));
  return (
    <>
      <ScreenHeader title={PROFILE_TEXTS.menu.privacy} backTo="/customer/profile" />
      <main className={screen.content}>
        <SettingsSection title="Privacy" settings={PRIVACY} values={settings} onChange={change} />
        <SettingsSection title="Security" settings={SECURITY} values={settings} onChange={change} />
        <Card>
          <h2 className={styles.sectionTitle}>Account</h2>
          <div className={styles.actions}>
            {PRIVACY_ACTIONS.map((action) => (
              <Button
                key={action}
                variant={action === 'Deactivate Account' ? 'destructive' : 'secondary'}
                fullWidth
              >
                {action}
              </Button>
            ))}
          </div>
        </Card>
      </main>
    </>
  );
}
