import type { ReactNode } from 'react';
import { Card } from '@marketplace/ui';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import styles from './auth.module.css';

export interface AuthScreenProps {
  title: string;
  backTo: string;
  heading: string;
  subheading: string;
  /** The form, shown on a card. */
  children: ReactNode;
  /** Below the card: the link to the other way in. */
  footer?: ReactNode;
}

/** A signed-out form screen: its title and back link, a short intro, the form card, then a footer. */
export function AuthScreen({ title, backTo, heading, subheading, children, footer }: AuthScreenProps) {
  return (
    <>
      <ScreenHeader title={title} backTo={backTo} />
      <main className={screen.content}>
        <div className={styles.intro}>
          <p className={styles.heading}>{heading}</p>
          <p className={styles.subheading}>{subheading}</p>
        </div>
        <Card>{children}</Card>
        {footer}
      </main>
    </>
  );
}
