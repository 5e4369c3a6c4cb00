import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { RedirectSignedIn, RequireSignedIn, TrailingSlashRedirect } from './guards';
import { Shell } from './Shell';

// Each screen is its own chunk.
const LandingPage = lazy(() =>
  import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })),
);
const FaqPage = lazy(() => import('../features/faq/FaqPage').then((m) => ({ default: m.FaqPage })));
const PrivacyPolicyPage = lazy(() =>
  import('../features/policies/pages').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsOfServicePage = lazy(() =>
  import('../features/policies/pages').then((m) => ({ default: m.TermsOfServicePage })),
);
const HelpPage = lazy(() => import('../features/help/HelpPage').then((m) => ({ default: m.HelpPage })));
const ClosurePage = lazy(() =>
  import('../features/closure/ClosurePage').then((m) => ({ default: m.ClosurePage })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const LoginPage = lazy(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('../features/auth/SignupPage').then((m) => ({ default: m.SignupPage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const PasswordEditPage = lazy(() =>
  import('../features/auth/PasswordEditPage').then((m) => ({ default: m.PasswordEditPage })),
);
const SpacesPage = lazy(() =>
  import('../features/spaces/SpacesPage').then((m) => ({ default: m.SpacesPage })),
);
const NewSpacePage = lazy(() =>
  import('../features/spaces/NewSpacePage').then((m) => ({ default: m.NewSpacePage })),
);
const SpaceLayout = lazy(() =>
  import('../features/spaces/SpaceLayout').then((m) => ({ default: m.SpaceLayout })),
);
const SpaceViewPage = lazy(() =>
  import('../features/spaces/SpaceViewPage').then((m) => ({ default: m.SpaceViewPage })),
);
const EditSpacePage = lazy(() =>
  import('../features/spaces/EditSpacePage').then((m) => ({ default: m.EditSpacePage })),
);
const SpaceDetailsPage = lazy(() =>
  import('../features/spaces/SpaceDetailsPage').then((m) => ({ default: m.SpaceDetailsPage })),
);
const SpaceQrPage = lazy(() =>
  import('../features/spaces/SpaceQrPage').then((m) => ({ default: m.SpaceQrPage })),
);
const ManageSpacePage = lazy(() =>
  import('../features/space-manage/ManageSpacePage').then((m) => ({ default: m.ManageSpacePage })),
);
const UploadPage = lazy(() =>
  import('../features/space-manage/UploadPage').then((m) => ({ default: m.UploadPage })),
);
const PhotoDetailsPage = lazy(() =>
  import('../features/space-manage/PhotoDetailsPage').then((m) => ({ default: m.PhotoDetailsPage })),
);
// Sites and collections.
const SitesPage = lazy(() => import('../features/sites/SitesPage').then((m) => ({ default: m.SitesPage })));
const SiteSettingsPage = lazy(() =>
  import('../features/sites/SiteSettingsPage').then((m) => ({ default: m.SiteSettingsPage })),
);
const CollectionsPage = lazy(() =>
  import('../features/collections/CollectionsPage').then((m) => ({ default: m.CollectionsPage })),
);
const CollectionSettingsPage = lazy(() =>
  import('../features/collections/CollectionSettingsPage').then((m) => ({
    default: m.CollectionSettingsPage,
  })),
);

// Public feed, account confirmation and deletion, plans and settings.
const DiscoverPage = lazy(() =>
  import('../features/discover/DiscoverPage').then((m) => ({ default: m.DiscoverPage })),
);
const ConfirmationPage = lazy(() =>
  import('../features/account/ConfirmationPage').then((m) => ({ default: m.ConfirmationPage })),
);
const ExitSurveyPage = lazy(() =>
  import('../features/account/ExitSurveyPage').then((m) => ({ default: m.ExitSurveyPage })),
);
const PlansSelectPage = lazy(() =>
  import('../features/plans/PlansSelectPage').then((m) => ({ default: m.PlansSelectPage })),
);
const PlanSubscribePage = lazy(() =>
  import('../features/plans/PlanSubscribePage').then((m) => ({ default: m.PlanSubscribePage })),
);
const SettingsPage = lazy(() =>
  import('../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })),
);

/** Every route of the app inside the shell, with the trailing-slash and session guards. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<TrailingSlashRedirect />}>
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
          {/* Anyone may view a space, its details and its QR code and link (spec, section 6). */}
          <Route path={paths.space.path} element={<SpaceLayout />}>
            <Route index element={<SpaceViewPage />} />
            <Route path={paths.space.view.path} element={<SpaceViewPage />} />
            <Route path={paths.space.details.path} element={<SpaceDetailsPage />} />
            <Route path={paths.space.qr.path} element={<SpaceQrPage />} />
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
    </Routes>
  );
}
