import { useId } from 'react';
import { Navigate } from 'react-router-dom';
import { HOME_TEXTS } from '@marketplace/contracts';
import { Input, VisuallyHidden, cx } from '@marketplace/ui';
import { useSignedInUser } from '../auth/current-user';
import screen from '../layout/screen.module.css';
import { BottomNav } from '../navigation/bottom-nav';
import { ActiveOrderCard } from './active-order-card';
import { CategoryGrid } from './category-grid';
import { HomeHeader } from './home-header';
import styles from './home.module.css';

/**
 * Customer spec 2, home (/customer, and / for a signed-in resident). Home is where onboarding ends,
 * so a resident who has not finished it is sent back to its first step; the onboarding screens and
 * the rest of the app stay open to them.
 */
export function HomePage() {
  const user = useSignedInUser();
  const headingId = useId();
  const searchId = useId();
  if (!user.onboardingCompleted) return <Navigate to="/onboarding/community-selection" replace />;
  return (
    <>
      <HomeHeader user={user} />
      <main className={cx(screen.content, screen.withBottomNav)}>
        <VisuallyHidden as="h1">Home</VisuallyHidden>
        <div>
          <label htmlFor={searchId}>
            <VisuallyHidden>Ask the assistant</VisuallyHidden>
          </label>
          <Input
            id={searchId}
            type="search"
            className={styles.search}
            placeholder="Ask the assistant: what do you need today?"
          />
        </div>
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.sectionHeading}>
            {HOME_TEXTS.exploreHeading}
          </h2>
          <CategoryGrid />
        </section>
        <ActiveOrderCard />
      </main>
      <BottomNav />
    </>
  );
}
