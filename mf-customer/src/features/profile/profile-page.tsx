import { useId, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CUSTOMER_PROFILE_CONFIG, CUSTOMER_SUPPORT, PROFILE_TEXTS } from '@marketplace/contracts';
import { Card, CardTitle, Icon, InitialsAvatar, Skeleton, buttonClassName, cx } from '@marketplace/ui';
import { useAppSections } from '../app-config/use-app-config';
import { useSignedInUser } from '../auth/current-user';
import screen from '../layout/screen.module.css';
import { BottomNav } from '../navigation/bottom-nav';
import { useUserOrders, useUserProfile } from './profile-api';
import { visibleProfileMenu, type ProfileMenuKey } from './profile-menu';
import { SUPPORT_PHONE_HREF } from './support-links';
import styles from './profile.module.css';

const MENU_ICONS: Record<ProfileMenuKey, ReactElement> = {
  editProfile: <Icon name="pencil" size={20} />,
  addresses: <Icon name="map-pin" size={20} />,
  favorites: <Icon name="heart" size={20} />,
  reviews: <Icon name="star" size={20} />,
  notifications: <Icon name="bell" size={20} />,
  privacy: <Icon name="shield" size={20} />,
  help: <Icon name="help-circle" size={20} />,
};

function OrderCount() {
  const orders = useUserOrders();
  if (orders.isPending) return <Skeleton width={80} height={14} />;
  if (orders.isError) return null;
  const count = orders.data.length;
  return <p className={styles.orderCount}>{`${count} ${count === 1 ? 'order' : 'orders'}`}</p>;
}

/** A titled card, exposed as a region named by its title. */
function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{title}</CardTitle>
      {children}
    </Card>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactElement | string }) {
  return (
    <div className={styles.infoRow}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Customer spec 2, Profile (/customer/profile). */
export function ProfilePage() {
  const user = useSignedInUser();
  const profile = useUserProfile();
  const isShown = useAppSections(CUSTOMER_PROFILE_CONFIG.pageName);
  // The profile call adds the community's name; until it answers, the signed-in user has the rest.
  const person = profile.data ?? user;
  const menu = visibleProfileMenu(isShown);

  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>Profile</h1>
        <Link to="/customer/cart" className={styles.iconLink} aria-label="Cart">
          <Icon name="shopping-cart" size={22} />
        </Link>
      </header>
      <main className={cx(screen.content, screen.withBottomNav)}>
        <Card className={styles.summary}>
          <InitialsAvatar firstName={person.firstName} lastName={person.lastName} size="large" />
          <div className={styles.summaryText}>
            <p className={styles.name}>{`${person.firstName} ${person.lastName}`.trim()}</p>
            <p className={styles.muted}>{person.email ?? PROFILE_TEXTS.noEmail}</p>
            <OrderCount />
          </div>
        </Card>

        {menu.length > 0 && (
          <nav aria-label="Account">
            <ul className={styles.menu}>
              {menu.map((entry) => (
                <li key={entry.key}>
                  <Link to={entry.path} className={styles.menuLink}>
                    <span className={styles.menuIcon}>{MENU_ICONS[entry.key]}</span>
                    <span className={styles.menuLabel}>{entry.label}</span>
                    <Icon name="chevron-right" size={18} className={styles.chevron} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <InfoCard title="Account Information">
          <dl className={styles.infoList}>
            <InfoRow label="Phone">{person.phone ?? PROFILE_TEXTS.noPhone}</InfoRow>
            <InfoRow label="Email">{person.email ?? PROFILE_TEXTS.noEmail}</InfoRow>
            <InfoRow label="Community">
              {profile.isPending ? (
                <Skeleton width={140} height={14} />
              ) : (
                (profile.data?.selectedCommunityName ?? PROFILE_TEXTS.noCommunity)
              )}
            </InfoRow>
          </dl>
        </InfoCard>

        {isShown(CUSTOMER_PROFILE_CONFIG.sections.support) && (
          <InfoCard title="Support">
            <dl className={styles.infoList}>
              <InfoRow label="Phone">
                <a href={SUPPORT_PHONE_HREF} className={screen.link}>
                  {CUSTOMER_SUPPORT.phone}
                </a>
              </InfoRow>
              <InfoRow label="Hours">{CUSTOMER_SUPPORT.hours}</InfoRow>
            </dl>
          </InfoCard>
        )}

        <InfoCard title="App Information">
          <dl className={styles.infoList}>
            <InfoRow label="Version">{PROFILE_TEXTS.appVersion}</InfoRow>
          </dl>
          <ul className={styles.documents}>
            <li>{PROFILE_TEXTS.termsOfService}</li>
            <li>{PROFILE_TEXTS.privacyPolicy}</li>
          </ul>
        </InfoCard>

        {/* A full page load: the server ends the session and redirects, and no cached data survives. */}
        <a
          href="/api/logout"
          className={cx(buttonClassName({ variant: 'secondary', fullWidth: true }), styles.signOut)}
        >
          <Icon name="log-out" size={18} />
          {PROFILE_TEXTS.signOut}
        </a>
      </main>
      <BottomNav />
    </>
  );
}
