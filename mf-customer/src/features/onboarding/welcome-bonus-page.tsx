import { ONBOARDING_TEXTS, WELCOME_BONUS } from '@marketplace/contracts';
import { Button, Card, Icon } from '@marketplace/ui';
import { useCompleteOnboarding } from './complete-onboarding';
import { OnboardingScreen } from './onboarding-screen';
import styles from './onboarding.module.css';

/** Customer spec 2, the alternative third step: the welcome bonus, then into the app. */
export function WelcomeBonusPage() {
  const { complete, pending } = useCompleteOnboarding();
  return (
    <OnboardingScreen
      title={ONBOARDING_TEXTS.welcomeBonusTitle}
      step={3}
      backTo="/onboarding/user-profile-setup"
    >
      <Card className={styles.bonus}>
        <span className={styles.bonusIcon}>
          <Icon name="gift" size={40} />
        </span>
        <ul className={styles.bonusList}>
          <li>
            <strong className={styles.bonusFigure}>{`${WELCOME_BONUS.points} points`}</strong>
          </li>
          <li>
            <strong className={styles.bonusFigure}>
              {`Rs ${WELCOME_BONUS.firstOrderDiscountRupees} off the first order`}
            </strong>
          </li>
        </ul>
      </Card>
      <Button fullWidth disabled={pending} aria-busy={pending} onClick={complete}>
        {pending ? ONBOARDING_TEXTS.settingUpAccount : ONBOARDING_TEXTS.startShopping}
      </Button>
    </OnboardingScreen>
  );
}
