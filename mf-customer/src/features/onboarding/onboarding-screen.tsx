import type { ReactNode } from 'react';
import { ONBOARDING_STEP_COUNT, ONBOARDING_TEXTS } from '@marketplace/contracts';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import styles from './onboarding.module.css';

export interface OnboardingScreenProps {
  title: string;
  step: number;
  backTo: string;
  children: ReactNode;
}

/** An onboarding step: its title and back link, 'Step n/3' with a progress bar, then its content. */
export function OnboardingScreen({ title, step, backTo, children }: OnboardingScreenProps) {
  return (
    <>
      <ScreenHeader title={title} backTo={backTo} />
      <main className={screen.content}>
        <div className={styles.progress}>
          <p className={styles.step}>{ONBOARDING_TEXTS.step(step)}</p>
          <div className={styles.track} aria-hidden="true">
            <span className={styles.bar} style={{ width: `${(step / ONBOARDING_STEP_COUNT) * 100}%` }} />
          </div>
        </div>
        {children}
      </main>
    </>
  );
}
