import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CUSTOMER_SIGNED_IN_ROUTES, CUSTOMER_SIGNED_OUT_ROUTES } from '@marketplace/contracts';
import { NotFoundPage, Spinner } from '@marketplace/ui';
import { AddressesPage } from './features/addresses/addresses-page';
import { useAuthState } from './features/auth/current-user';
import { ForgotPasswordPage } from './features/auth/forgot-password-page';
import { LoginPage } from './features/auth/login-page';
import { RegisterPage } from './features/auth/register-page';
import { ResetPasswordPage } from './features/auth/reset-password-page';
import { SignedInRoutes, SignedOutRoutes } from './features/auth/route-guards';
import { HomePage } from './features/home/home-page';
import { LandingPage } from './features/landing/landing-page';
import { CommunitySelectionPage } from './features/onboarding/community-selection-page';
import { FeatureTutorialPage } from './features/onboarding/feature-tutorial-page';
import { ProfileSetupPage } from './features/onboarding/profile-setup-page';
import { WelcomeBonusPage } from './features/onboarding/welcome-bonus-page';
import { PendingScreen } from './features/pending-screens/pending-screen';
import { EditProfilePage } from './features/profile/edit-profile-page';
import { FavoritesPage } from './features/profile/favorites-page';
import { HelpSupportPage } from './features/profile/help-support-page';
import { MyReviewsPage } from './features/profile/my-reviews-page';
import { NotificationSettingsPage } from './features/profile/notification-settings-page';
import { PrivacyPage } from './features/profile/privacy-page';
import { ProfilePage } from './features/profile/profile-page';

type SignedOutPath = Exclude<(typeof CUSTOMER_SIGNED_OUT_ROUTES)[number], '/'>;
type SignedInPath = Exclude<(typeof CUSTOMER_SIGNED_IN_ROUTES)[number], '/'>;

// Keyed by the contract's route lists: a spec route without a screen here does not compile, so no
// route the shell sends to this app can fall through to the 404 page.
const SIGNED_OUT_SCREENS: Record<SignedOutPath, ReactElement> = {
  '/welcome': <LandingPage />,
  '/register': <RegisterPage />,
  '/login': <LoginPage />,
  '/forgot-password': <ForgotPasswordPage />,
  '/reset-password': <ResetPasswordPage />,
};

const SIGNED_IN_SCREENS: Record<SignedInPath, ReactElement> = {
  '/customer': <HomePage />,
  '/onboarding/community-selection': <CommunitySelectionPage />,
  '/onboarding/user-profile-setup': <ProfileSetupPage />,
  '/onboarding/feature-tutorial': <FeatureTutorialPage />,
  '/onboarding/welcome-bonus': <WelcomeBonusPage />,
  '/customer/feeds': <PendingScreen title="Flicks" backTo="/customer" />,
  '/customer/directory': <PendingScreen title="Directory" backTo="/customer" withBottomNav />,
  '/customer/category/:categoryId': <PendingScreen title="Category Vendors" backTo="/customer/directory" />,
  '/customer/order-history': <PendingScreen title="Order History" backTo="/customer" withBottomNav />,
  '/customer/profile': <ProfilePage />,
  '/customer/map': <PendingScreen title="Nearby Businesses" backTo="/customer" />,
  '/customer/reviews': <PendingScreen title="Reviews" backTo="/customer" />,
  '/customer/profile/edit': <EditProfilePage />,
  '/customer/profile/addresses': <AddressesPage />,
  '/customer/profile/favorites': <FavoritesPage />,
  '/customer/profile/reviews': <MyReviewsPage />,
  '/customer/profile/notifications': <NotificationSettingsPage />,
  '/customer/profile/privacy': <PrivacyPage />,
  '/customer/profile/help': <HelpSupportPage />,
  '/customer/vendor/:vendorId': <PendingScreen title="Vendor" backTo="/customer" />,
  '/customer/cart': <PendingScreen title="Cart" backTo="/customer" />,
  '/customer/checkout': <PendingScreen title="Checkout" backTo="/customer/cart" />,
  '/customer/order-confirmation': <PendingScreen title="Order Confirmation" backTo="/customer" />,
  '/customer/payment': <PendingScreen title="Payment" backTo="/customer/cart" />,
  '/customer/order-details/:orderId': (
    <PendingScreen title="Order Details" backTo="/customer/order-history" />
  ),
  '/customer/order-tracking/:orderId': (
    <PendingScreen title="Order Tracking" backTo="/customer/order-history" />
  ),
  '/customer/order/:orderId/rating': (
    <PendingScreen title="Rate Your Order" backTo="/customer/order-history" />
  ),
  '/customer/image-generator': <PendingScreen title="Image Generator" backTo="/customer/directory" />,
};

/** `/` is the landing page for visitors and home for signed-in residents. */
function RootScreen() {
  const auth = useAuthState();
  if (auth.status === 'loading') return <Spinner fullPage />;
  return auth.status === 'signed-in' ? <HomePage /> : <LandingPage />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootScreen />} />
      <Route element={<SignedOutRoutes />}>
        {Object.entries(SIGNED_OUT_SCREENS).map(([path, screen]) => (
          <Route key={path} path={path} element={screen} />
        ))}
      </Route>
      <Route element={<SignedInRoutes />}>
        {Object.entries(SIGNED_IN_SCREENS).map(([path, screen]) => (
          <Route key={path} path={path} element={screen} />
        ))}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
