import { cx, LaterReleaseNotice } from '@marketplace/ui';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { BottomNav } from '../navigation/bottom-nav';

interface PendingScreenProps {
  title: string;
  backTo: string;
  /** Bottom-navigation tabs keep the navigation on screen. */
  withBottomNav?: boolean;
}

/** A screen of the spec that a later release builds, with the header and navigation around it. */
export function PendingScreen({ title, backTo, withBottomNav = false }: PendingScreenProps) {
  return (
    <>
      <ScreenHeader title={title} backTo={backTo} />
      <main className={cx(screen.content, withBottomNav && screen.withBottomNav)}>
        <LaterReleaseNotice name={title} />
      </main>
      {withBottomNav && <BottomNav />}
    </>
  );
}
