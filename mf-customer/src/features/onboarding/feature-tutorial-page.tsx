import { ONBOARDING_FEATURES, ONBOARDING_TEXTS } from '@marketplace/contracts';
import { Button, Card, CardDescription, CardTitle, Icon, type IconName } from '@marketplace/ui';
import { useCompleteOnboarding } from './complete-onboarding';
import { OnboardingScreen } from './onboarding-screen';
import styles from './onboarding.module.css';

const FEATURE_ICONS: Record<(typeof ONBOARDING_FEATURES)[number]['title'], IconName> = {
  'Smart Discovery': 'search',
  'Easy Ordering': 'shopping-cart',
  'Real-time Tracking': 'bike',
};

/** Customer spec 2, onboarding step 3: what the app does, then into the app. */
export function FeatureTutorialPage() {
  const { complete, pending } = useCompleteOnboarding();
  return (
    <OnboardingScreen title={ONBOARDING_TEXTS.featuresTitle} step={3} backTo="/onboarding/user-profile-setup">
      <ul className={styles.features}>
        {ONBOARDING_FEATURES.map((feature) => (
          <li key={feature.title}>
            <Card className={styles.feature}>
              <span className={styles.featureIcon}>
                <Icon name={FEATURE_ICONS[feature.title]} size={26} />
              </span>
              <div>
                <CardTitle level={2}>{feature.title}</CardTitle>
                <CardDescription>{feature.text}</CardDescription>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <Button fullWidth disabled={pending} aria-busy={pending} onClick={complete}>
        {ONBOARDING_TEXTS.startExploring}
      </Button>
    </OnboardingScreen>
  );
}
