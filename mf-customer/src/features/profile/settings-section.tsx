import { useId } from 'react';
import { Card, Switch } from '@marketplace/ui';
import styles from './profile.module.css';

export interface SettingDescription<Key extends string> {
  key: Key;
  label: string;
  description: string;
}

/** A titled card of on/off settings, each a switch named by its label. */
export function SettingsSection<Key extends string>({
  title,
  settings,
  values,
  onChange,
}: {
  title: string;
  settings: readonly SettingDescription<Key>[];
  values: Record<Key, boolean>;
  onChange: (key: Key, value: boolean) => void;
}) {
  const titleId = useId();
  return (
    <Card className={styles.section} role="group" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.switches}>
        {settings.map((setting) => (
          <Switch
            key={setting.key}
            label={setting.label}
            description={setting.description}
            checked={values[setting.key]}
            onCheckedChange={(checked) => onChange(setting.key, checked)}
          />
        ))}
      </div>
    </Card>
  );
}
