import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths, SIGNED_IN_PATHS } from '../config/paths';
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
const ComingSoon = lazy(() => import('./ComingSoon'));
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
/** Signed-in routes with a screen of their own; the others wait for theirs. */
const BUILT_SIGNED_IN_PATHS = [paths.plansSelect.path, paths.planSubscribe.path, paths.settings.path];

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
          <Route element={<RedirectSignedIn />}>
            <Route path={paths.login.path} element={<LoginPage />} />
            <Route path={paths.signin.path} element={<LoginPage />} />
            <Route path={paths.signup.path} element={<SignupPage />} />
          </Route>
          <Route element={<RequireSignedIn />}>
            <Route path={paths.plansSelect.path} element={<PlansSelectPage />} />
            <Route path={paths.planSubscribe.path} element={<PlanSubscribePage />} />
            <Route path={paths.settings.path} element={<SettingsPage />} />
            {SIGNED_IN_PATHS.filter((path) => !BUILT_SIGNED_IN_PATHS.includes(path)).map((path) => (
              <Route key={path} path={path} element={<ComingSoon />} />
            ))}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
