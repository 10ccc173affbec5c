import { Link } from 'react-router-dom';
import { LANDING_BENEFITS } from '@marketplace/contracts';
import { buttonClassName } from '@marketplace/ui';
import styles from './landing.module.css';

const BENEFIT_ICONS = ['📍', '🛵', '🎁'] as const;

/** Customer spec 2, landing (/ and /welcome for visitors): logo, tagline, three promises, two ways in. */
export function LandingPage() {
  return (
    <main className={styles.page}>
      <div className={styles.brand}>
        <div className={styles.logo} aria-hidden="true">
          🏘️
        </div>
        <h1 className={styles.name}>Community Marketplace</h1>
        <p className={styles.tagline}>Your neighbourhood&apos;s vendors, one tap away.</p>
      </div>
      <ul className={styles.benefits}>
        {LANDING_BENEFITS.map((benefit, index) => (
          <li key={benefit} className={styles.benefit}>
            <span className={styles.benefitIcon} aria-hidden="true">
              {BENEFIT_ICONS[index]}
            </span>
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
