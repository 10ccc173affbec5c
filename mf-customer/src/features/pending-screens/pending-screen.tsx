import { Card, CardDescription, CardTitle, cx } from '@marketplace/ui';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { BottomNav } from '../navigation/bottom-nav';

export interface PendingScreenProps {
  title: string;
  backTo: string;
  /** Bottom-navigation tabs keep the navigation on screen. */
  withBottomNav?: boolean;
}

/**
 * A screen of the spec that a later release builds. Its route exists (never a 404) and it says
 * plainly that the feature is not there yet.
 */
export function PendingScreen({ title, backTo, withBottomNav = false }: PendingScreenProps) {
  return (
    <>
      <ScreenHeader title={title} backTo={backTo} />
      <main className={cx(screen.content, withBottomNav && screen.withBottomNav)}>
        <Card role="status">
          <CardTitle level={2}>Coming in a later release</CardTitle>
          <CardDescription>{`${title} is not available yet. We are building it next.`}</CardDescription>
        </Card>
      </main>
      {withBottomNav && <BottomNav />}
    </>
  );
}
