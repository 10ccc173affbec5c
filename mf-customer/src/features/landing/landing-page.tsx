import { Link } from 'react-router-dom';
import { LANDING_BENEFITS } from '@marketplace/contracts/src/customer-messages';
import { Icon, buttonClassName, type IconName } from '@marketplace/ui';
import { AuthUnavailable } from '../auth/auth-unavailable';
import { useAuthState } from '../auth/current-user';
import { RoleSwitcher } from './role-switcher';
import styles from './landing.module.css';

const BENEFIT_ICONS: Readonly<Record<(typeof LANDING_BENEFITS)[number], IconName>> = {
  'Discover local vendors in your community': 'map-pin',
  'Order online with real-time tracking': 'bike',
  'Earn rewards for every purchase': 'gift',
};

/** Customer spec 2, landing (/ and /welcome for visitors): logo, tagline, three promises, two ways in. */
export function LandingPage() {
  const auth = useAuthState();
  // `/` shows this page to everyone not signed in, outside the signed-out guard; an unknown
  // sign-in state must not pass for a visitor here either.
  if (auth.status === 'unavailable') return <AuthUnavailable retry={auth.retry} retrying={auth.retrying} />;

  return (
    <main className={styles.page}>
      <div className={styles.topBar}>
        <RoleSwitcher />
      </div>
      <div className={styles.brand}>
        <div className={styles.logo}>
          <Icon name="store" size={48} />
        </div>
        <h1 className={styles.name}>Community Marketplace</h1>
        <p className={styles.tagline}>Your neighbourhood&apos;s vendors, one tap away.</p>
      </div>
      <ul className={styles.benefits}>
        {LANDING_BENEFITS.map((benefit) => (
          <li key={benefit} className={styles.benefit}>
            <Icon name={BENEFIT_ICONS[benefit]} size={24} className={styles.benefitIcon} />
            {benefit}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Link to="/register" className={buttonClassName({ fullWidth: true })}>
          Get Started
        </Link>
        <Link to="/login" className={buttonClassName({ variant: 'secondary', fullWidth: true })}>
          Login
        </Link>
      </div>
    </main>
  );
}
