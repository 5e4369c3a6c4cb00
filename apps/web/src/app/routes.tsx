import { isValidElement, lazy, Suspense } from 'react';
import { createRoutesFromChildren, matchRoutes, Route, Routes } from 'react-router-dom';
import { FocusedShell } from '../components/FocusedShell';
import { paths } from '../config/paths';
import { type LazyScreen, lazyScreen } from '../lib/lazyScreen';
import { BareShell } from './BareShell';
import { RedirectSignedIn, RequireSignedIn, TrailingSlashRedirect } from './guards';
import { Shell } from './Shell';

// Each screen is its own chunk.
const LandingPage = lazyScreen(() => import('../features/landing/LandingPage').then((m) => m.LandingPage));
const FaqPage = lazyScreen(() => import('../features/faq/FaqPage').then((m) => m.FaqPage));
const PrivacyPolicyPage = lazyScreen(() =>
  import('../features/policies/pages').then((m) => m.PrivacyPolicyPage),
);
const TermsOfServicePage = lazyScreen(() =>
  import('../features/policies/pages').then((m) => m.TermsOfServicePage),
);
const HelpPage = lazyScreen(() => import('../features/help/HelpPage').then((m) => m.HelpPage));
const ClosurePage = lazyScreen(() => import('../features/closure/ClosurePage').then((m) => m.ClosurePage));
const NotFoundPage = lazyScreen(() =>
  import('../features/not-found/NotFoundPage').then((m) => m.NotFoundPage),
);
const LoginPage = lazyScreen(() => import('../features/auth/LoginPage').then((m) => m.LoginPage));
const SignupPage = lazyScreen(() => import('../features/auth/SignupPage').then((m) => m.SignupPage));
const ForgotPasswordPage = lazyScreen(() =>
  import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
const PasswordEditPage = lazyScreen(() =>
  import('../features/auth/PasswordEditPage').then((m) => m.PasswordEditPage),
);
const SpacesPage = lazyScreen(() => import('../features/spaces/SpacesPage').then((m) => m.SpacesPage));
const NewSpacePage = lazyScreen(() => import('../features/spaces/NewSpacePage').then((m) => m.NewSpacePage));
const SpaceLayout = lazyScreen(() => import('../features/spaces/SpaceLayout').then((m) => m.SpaceLayout));
const SpaceViewPage = lazyScreen(() =>
  import('../features/spaces/SpaceViewPage').then((m) => m.SpaceViewPage),
);
const EditSpacePage = lazyScreen(() =>
  import('../features/spaces/EditSpacePage').then((m) => m.EditSpacePage),
);
const SpaceDetailsPage = lazyScreen(() =>
  import('../features/spaces/SpaceDetailsPage').then((m) => m.SpaceDetailsPage),
);
const SpaceQrPage = lazyScreen(() => import('../features/spaces/SpaceQrPage').then((m) => m.SpaceQrPage));
const ManageSpacePage = lazyScreen(() =>
  import('../features/space-manage/ManageSpacePage').then((m) => m.ManageSpacePage),
);
const UploadPage = lazyScreen(() => import('../features/space-manage/UploadPage').then((m) => m.UploadPage));
const SalesPage = lazyScreen(() => import('../features/sales/SalesPage').then((m) => m.SalesPage));
const PhotoDetailsPage = lazyScreen(() =>
  import('../features/space-manage/PhotoDetailsPage').then((m) => m.PhotoDetailsPage),
);
// Sites and collections.
const SitesPage = lazyScreen(() => import('../features/sites/SitesPage').then((m) => m.SitesPage));
const SiteSettingsPage = lazyScreen(() =>
  import('../features/sites/SiteSettingsPage').then((m) => m.SiteSettingsPage),
);
const CollectionsPage = lazyScreen(() =>
  import('../features/collections/CollectionsPage').then((m) => m.CollectionsPage),
);
const CollectionSettingsPage = lazyScreen(() =>
  import('../features/collections/CollectionSettingsPage').then((m) => m.CollectionSettingsPage),
);

// Public feed, account confirmation and deletion, plans and settings.
const DiscoverPage = lazyScreen(() =>
  import('../features/discover/DiscoverPage').then((m) => m.DiscoverPage),
);
const ConfirmationPage = lazyScreen(() =>
  import('../features/account/ConfirmationPage').then((m) => m.ConfirmationPage),
);
const ExitSurveyPage = lazyScreen(() =>
  import('../features/account/ExitSurveyPage').then((m) => m.ExitSurveyPage),
);
const PlansSelectPage = lazyScreen(() =>
  import('../features/plans/PlansSelectPage').then((m) => m.PlansSelectPage),
);
const PlanSubscribePage = lazyScreen(() =>
  import('../features/plans/PlanSubscribePage').then((m) => m.PlanSubscribePage),
);
const SettingsPage = lazyScreen(() =>
  import('../features/settings/SettingsPage').then((m) => m.SettingsPage),
);
// A guest link's page, reached by phone from the event's QR code.
const GuestUploadPage = lazyScreen(() =>
  import('../features/guest-upload/GuestUploadPage').then((m) => m.GuestUploadPage),
);
// A buyer's order by its link, after paying or from the receipt mail.
const OrderPage = lazyScreen(() => import('../features/checkout/OrderPage').then((m) => m.OrderPage));
// A visitor's cart and M-Pesa checkout of a space's photos.
const CheckoutPage = lazyScreen(() =>
  import('../features/checkout/CheckoutPage').then((m) => m.CheckoutPage),
);
// A space's slideshow, full screen on a TV at the event.
const GuestPosterPage = lazyScreen(() =>
  import('../features/poster/GuestPosterPage').then((m) => m.GuestPosterPage),
);
const LiveSlideshowPage = lazyScreen(() =>
  import('../features/live/LiveSlideshowPage').then((m) => m.LiveSlideshowPage),
);

/**
 * Every route of the app, with the trailing-slash and session guards: guests' pages in the focused
 * frame (the wordmark alone), a space's slideshow in a bare one (the whole viewport), every other screen
 * inside the shell.
 */
const routeTree = (
  <Route element={<TrailingSlashRedirect />}>
    <Route element={<FocusedShell />}>
      <Route path={paths.guestUpload.path} element={<GuestUploadPage />} />
    </Route>
    {/* Public, like the space's view: anyone may put a space's slideshow on a screen. */}
    <Route element={<BareShell />}>
      <Route path={paths.space.live.path} element={<LiveSlideshowPage />} />
      {/* The owner's printable poster of the guest link: the page itself is what gets printed. */}
      <Route element={<RequireSignedIn />}>
        <Route path={paths.space.poster.path} element={<GuestPosterPage />} />
      </Route>
    </Route>
    <Route element={<Shell />}>
      <Route path={paths.root.path} element={<LandingPage />} />
      <Route path={paths.home.path} element={<LandingPage />} />
      <Route path={paths.faq.path} element={<FaqPage />} />
      <Route path={paths.privacyPolicy.path} element={<PrivacyPolicyPage />} />
      <Route path={paths.cookiePolicy.path} element={<PrivacyPolicyPage />} />
      <Route path={paths.termsOfService.path} element={<TermsOfServicePage />} />
      <Route path={paths.help.path} element={<HelpPage />} />
      <Route path={paths.closure.path} element={<ClosurePage />} />
      <Route path={paths.forgotPassword.path} element={<ForgotPasswordPage />} />
      <Route path={paths.passwordEdit.path} element={<PasswordEditPage />} />
      <Route path={paths.discover.path} element={<DiscoverPage />} />
      <Route path={paths.confirmation.path} element={<ConfirmationPage />} />
      <Route path={paths.exitSurvey.path} element={<ExitSurveyPage />} />
      {/* Public: the order's link is the whole permission. */}
      <Route path={paths.order.path} element={<OrderPage />} />
      {/* Anyone may view a space, its details and its QR code and link (spec, section 6). */}
      <Route path={paths.space.path} element={<SpaceLayout />}>
        <Route index element={<SpaceViewPage />} />
        <Route path={paths.space.view.path} element={<SpaceViewPage />} />
        <Route path={paths.space.details.path} element={<SpaceDetailsPage />} />
        <Route path={paths.space.qr.path} element={<SpaceQrPage />} />
        <Route path={paths.space.checkout.path} element={<CheckoutPage />} />
      </Route>
      <Route element={<RedirectSignedIn />}>
        <Route path={paths.login.path} element={<LoginPage />} />
        <Route path={paths.signin.path} element={<LoginPage />} />
        <Route path={paths.signup.path} element={<SignupPage />} />
      </Route>
      <Route element={<RequireSignedIn />}>
        <Route path={paths.plansSelect.path} element={<PlansSelectPage />} />
        <Route path={paths.planSubscribe.path} element={<PlanSubscribePage />} />
        <Route path={paths.settings.path} element={<SettingsPage />} />
        <Route path={paths.spaces.path} element={<SpacesPage />} />
        <Route path={paths.spaceNew.path} element={<NewSpacePage />} />
        {/* Every /spaces/:spaceId/* screen waits for the space in the wrapper. */}
        <Route path={paths.space.path} element={<SpaceLayout />}>
          <Route path={paths.space.edit.path} element={<EditSpacePage />} />
          <Route path={paths.space.upload.path} element={<UploadPage />} />
          <Route path={paths.space.manage.path} element={<ManageSpacePage />} />
          <Route path={paths.space.manage.option.path} element={<ManageSpacePage />} />
          <Route path={paths.space.photo.path} element={<PhotoDetailsPage />} />
          <Route path={paths.space.sales.path} element={<SalesPage />} />
        </Route>
        {/* Sites and collections. */}
        <Route path={paths.sites.path} element={<SitesPage />} />
        <Route path={paths.siteSettings.path} element={<SiteSettingsPage />} />
        <Route path={paths.collections.path} element={<CollectionsPage />} />
        <Route path={paths.collectionSettings.path} element={<CollectionSettingsPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Route>
);

// The titles of every route, in a chunk of their own beside the first screen's.
const DocumentTitle = lazy(() => import('./DocumentTitle').then((m) => ({ default: m.DocumentTitle })));

/** The app's routes, and the title of the page each shows. */
export function AppRoutes() {
  return (
    <>
      <Suspense fallback={null}>
        <DocumentTitle />
      </Suspense>
      <Routes>{routeTree}</Routes>
    </>
  );
}

/**
 * Loads the screens of the route at `pathname` (a layout and the screen inside it), so they are here when
 * the app first renders them. Settles once all of them have loaded or failed.
 */
export function preloadScreensAt(pathname: string): Promise<unknown> {
  const matches = matchRoutes(createRoutesFromChildren(routeTree), pathname) ?? [];
  return Promise.allSettled(
    matches.map(({ route }) => {
      const screen = isValidElement(route.element)
        ? (route.element.type as Partial<LazyScreen<object>>)
        : null;
      return screen?.preload?.();
    }),
  );
}
