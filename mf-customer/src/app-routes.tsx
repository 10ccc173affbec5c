import { Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import {
  CUSTOMER_SIGNED_IN_ROUTES,
  CUSTOMER_SIGNED_OUT_ROUTES,
} from '@marketplace/contracts/src/frontend-routes';
import { NotFoundPage, Spinner } from '@marketplace/ui';
import { lazyScreen } from './lazy-screen';
import { useAuthState } from './features/auth/current-user';
import { SignedInRoutes, SignedOutRoutes } from './features/auth/route-guards';

// Each screen is its own chunk: a route downloads only the code it shows (issue 10, budgets).
const AddressesPage = lazyScreen(() => import('./features/addresses/addresses-page'), 'AddressesPage');
const CartPage = lazyScreen(() => import('./features/checkout/cart-page'), 'CartPage');
const CheckoutPage = lazyScreen(() => import('./features/checkout/checkout-page'), 'CheckoutPage');
const OrderConfirmationPage = lazyScreen(
  () => import('./features/checkout/order-confirmation-page'),
  'OrderConfirmationPage',
);
const PaymentPage = lazyScreen(() => import('./features/checkout/payment-page'), 'PaymentPage');
const CategoryVendorsPage = lazyScreen(
  () => import('./features/category-vendors/category-vendors-page'),
  'CategoryVendorsPage',
);
const DirectoryPage = lazyScreen(() => import('./features/directory/directory-page'), 'DirectoryPage');
const ForgotPasswordPage = lazyScreen(
  () => import('./features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);
const LoginPage = lazyScreen(() => import('./features/auth/login-page'), 'LoginPage');
const RegisterPage = lazyScreen(() => import('./features/auth/register-page'), 'RegisterPage');
const ResetPasswordPage = lazyScreen(
  () => import('./features/auth/reset-password-page'),
  'ResetPasswordPage',
);
const FeedsPage = lazyScreen(() => import('./features/feeds/feeds-page'), 'FeedsPage');
const HomePage = lazyScreen(() => import('./features/home/home-page'), 'HomePage');
const ImageGeneratorPage = lazyScreen(
  () => import('./features/image-generator/image-generator-page'),
  'ImageGeneratorPage',
);
const LandingPage = lazyScreen(() => import('./features/landing/landing-page'), 'LandingPage');
const MapPage = lazyScreen(() => import('./features/map/map-page'), 'MapPage');
const CommunitySelectionPage = lazyScreen(
  () => import('./features/onboarding/community-selection-page'),
  'CommunitySelectionPage',
);
const FeatureTutorialPage = lazyScreen(
  () => import('./features/onboarding/feature-tutorial-page'),
  'FeatureTutorialPage',
);
const ProfileSetupPage = lazyScreen(
  () => import('./features/onboarding/profile-setup-page'),
  'ProfileSetupPage',
);
const WelcomeBonusPage = lazyScreen(
  () => import('./features/onboarding/welcome-bonus-page'),
  'WelcomeBonusPage',
);
const OrderDetailsPage = lazyScreen(() => import('./features/orders/order-details-page'), 'OrderDetailsPage');
const OrderHistoryPage = lazyScreen(() => import('./features/orders/order-history-page'), 'OrderHistoryPage');
const OrderRatingPage = lazyScreen(() => import('./features/orders/order-rating-page'), 'OrderRatingPage');
const OrderTrackingPage = lazyScreen(
  () => import('./features/orders/order-tracking-page'),
  'OrderTrackingPage',
);
const EditProfilePage = lazyScreen(() => import('./features/profile/edit-profile-page'), 'EditProfilePage');
const FavoritesPage = lazyScreen(() => import('./features/profile/favorites-page'), 'FavoritesPage');
const HelpSupportPage = lazyScreen(() => import('./features/profile/help-support-page'), 'HelpSupportPage');
const MyReviewsPage = lazyScreen(() => import('./features/profile/my-reviews-page'), 'MyReviewsPage');
const NotificationSettingsPage = lazyScreen(
  () => import('./features/profile/notification-settings-page'),
  'NotificationSettingsPage',
);
const VendorPage = lazyScreen(() => import('./features/vendor/vendor-page'), 'VendorPage');
const PrivacyPage = lazyScreen(() => import('./features/profile/privacy-page'), 'PrivacyPage');
const ProfilePage = lazyScreen(() => import('./features/profile/profile-page'), 'ProfilePage');
const ReviewsPage = lazyScreen(() => import('./features/reviews/reviews-page'), 'ReviewsPage');

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
  '/customer/feeds': <FeedsPage />,
  '/customer/directory': <DirectoryPage />,
  '/customer/category/:categoryId': <CategoryVendorsPage />,
  '/customer/order-history': <OrderHistoryPage />,
  '/customer/profile': <ProfilePage />,
  '/customer/map': <MapPage />,
  '/customer/reviews': <ReviewsPage />,
  '/customer/profile/edit': <EditProfilePage />,
  '/customer/profile/addresses': <AddressesPage />,
  '/customer/profile/favorites': <FavoritesPage />,
  '/customer/profile/reviews': <MyReviewsPage />,
  '/customer/profile/notifications': <NotificationSettingsPage />,
  '/customer/profile/privacy': <PrivacyPage />,
  '/customer/profile/help': <HelpSupportPage />,
  '/customer/vendor/:vendorId': <VendorPage />,
  '/customer/cart': <CartPage />,
  '/customer/checkout': <CheckoutPage />,
  '/customer/order-confirmation': <OrderConfirmationPage />,
  '/customer/payment': <PaymentPage />,
  '/customer/order-details/:orderId': <OrderDetailsPage />,
  '/customer/order-tracking/:orderId': <OrderTrackingPage />,
  '/customer/order/:orderId/rating': <OrderRatingPage />,
  '/customer/image-generator': <ImageGeneratorPage />,
};

/**
 * Customer spec 2 and 6: the cart requires login and says so, with a login prompt, instead of
 * sending the visitor away; its screen handles the sign-in state itself, outside the guard.
 */
const SELF_GUARDED_PATHS: ReadonlySet<string> = new Set<SignedInPath>(['/customer/cart']);

/** `/` is the landing page for visitors and home for signed-in residents. */
function RootScreen() {
  const auth = useAuthState();
  if (auth.status === 'loading') return <Spinner fullPage />;
  return auth.status === 'signed-in' ? <HomePage /> : <LandingPage />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner fullPage />}>
      <Routes>
        <Route path="/" element={<RootScreen />} />
        <Route element={<SignedOutRoutes />}>
          {Object.entries(SIGNED_OUT_SCREENS).map(([path, screen]) => (
            <Route key={path} path={path} element={screen} />
          ))}
        </Route>
        <Route element={<SignedInRoutes />}>
          {Object.entries(SIGNED_IN_SCREENS)
            .filter(([path]) => !SELF_GUARDED_PATHS.has(path))
            .map(([path, screen]) => (
              <Route key={path} path={path} element={screen} />
            ))}
        </Route>
        {Object.entries(SIGNED_IN_SCREENS)
          .filter(([path]) => SELF_GUARDED_PATHS.has(path))
          .map(([path, screen]) => (
            <Route key={path} path={path} element={screen} />
          ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
