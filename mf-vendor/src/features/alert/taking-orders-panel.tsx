import { VENDOR_APP_TEXTS } from '@marketplace/contracts';
import { Card, Switch } from '@marketplace/ui';
import { useWorkspace } from '../workspace/workspace-context';
import styles from './alert.module.css';

const TEXTS = VENDOR_APP_TEXTS.alert;

/**
 * 'Start taking orders', tapped once per visit: that tap is what lets the page play the alert (and
 * ask to keep the screen on). Mute silences the ring without stopping the visual alert.
 */
export function TakingOrdersPanel() {
  const { alert } = useWorkspace();
  return (
    <Card className={styles.panel}>
      <Switch
        label={TEXTS.start}
        description={TEXTS.startDescription}
        checked={alert.taking}
        onCheckedChange={alert.setTaking}
      />
      {alert.taking && (
        <Switch
          label={TEXTS.mute}
          description={TEXTS.muteDescription}
          checked={alert.muted}
          onCheckedChange={alert.setMuted}
        />
      )}
      {alert.taking && !alert.soundAvailable && <p className={styles.note}>{TEXTS.soundUnavailable}</p>}
    </Card>
  );
}
