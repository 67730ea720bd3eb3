import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazyWithTimeout';
import { RootLayout } from './RootLayout';
import { RequireAuth } from './auth/RequireAuth';
import { AnonymousOnly } from './auth/AnonymousOnly';
import { RedirectOrNotFound } from './RedirectOrNotFound';

/**
 * A page that uses Apollo's hooks: its chunk and Apollo's load together, and it renders inside
 * the boundary that provides the client. The other pages (the home page, the landing pages, login,
 * the resources and testimonials, the rates calculator and offers) need no Apollo, so a visitor who reads only them never downloads it, nor the boundary's code.
 */
function apolloPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return () =>
    Promise.all([load(), import('../lib/data/ApolloBoundary'), import('./apollo')]).then(([module, { withApolloBoundary }]) => ({
      default: withApolloBoundary(module.default),
    }));
}

const loadHomePage = () => import('../pages/home/HomePage');
const HomePage = lazyPage(loadHomePage);
const LoginPage = lazyPage(() => import('../pages/auth/LoginPage'));
const ForgotPasswordPage = lazyPage(apolloPage(() => import('../pages/auth/ForgotPasswordPage')));
const ResetPasswordPage = lazyPage(apolloPage(() => import('../pages/auth/ResetPasswordPage')));
const VerifyEmailPage = lazyPage(apolloPage(() => import('../pages/auth/VerifyEmailPage')));
const ProfilePage = lazyPage(apolloPage(() => import('../pages/profile/ProfilePage')));
const NotFoundPage = lazyPage(() => import('../pages/notFound/NotFoundPage'));
// Public site: landing pages, content, programs, waitlist and legal pages.
const loadPartnerPage = () => import('../features/partnership/pages/PartnerPage');
const PartnerPage = lazyPage(loadPartnerPage);
const loadCashPage = () => import('../features/partnership/pages/CashPage');
const CashPage = lazyPage(loadCashPage);
const loadSavingsPage = () => import('../pages/savings/SavingsPage');
const SavingsPage = lazyPage(loadSavingsPage);
const loadAboutPage = () => import('../pages/about/AboutPage');
const AboutPage = lazyPage(loadAboutPage);
const loadFaqPage = apolloPage(() => import('../pages/faq/FaqPage'));
const FaqPage = lazyPage(loadFaqPage);
const loadTestimonialsPage = () => import('../pages/testimonials/TestimonialsPage');
const TestimonialsPage = lazyPage(loadTestimonialsPage);
const loadWaitlistPage = apolloPage(() => import('../features/waitlist/pages/WaitlistPage'));
const WaitlistPage = lazyPage(loadWaitlistPage);
const loadManageWaitlistEntryPage = apolloPage(() => import('../features/waitlist/pages/ManageWaitlistEntryPage'));
const ManageWaitlistEntryPage = lazyPage(loadManageWaitlistEntryPage);
const loadResourcesPage = () => import('../pages/resources/ResourcesPage');
const ResourcesPage = lazyPage(loadResourcesPage);
const loadResourcesCategoryPage = () => import('../pages/resources/CategoryPage');
const ResourcesCategoryPage = lazyPage(loadResourcesCategoryPage);
const loadArticlePage = () => import('../pages/resources/ArticlePage');
const ArticlePage = lazyPage(loadArticlePage);
const loadArticlePreviewPage = apolloPage(() => import('../pages/resources/ArticlePreviewPage'));
const ArticlePreviewPage = lazyPage(loadArticlePreviewPage);
const loadProgramsHubPage = () => import('../pages/programs/ProgramsHubPage');
const ProgramsHubPage = lazyPage(loadProgramsHubPage);
const loadProductProgramsPage = apolloPage(() => import('../pages/programs/ProductProgramsPage'));
const ProductProgramsPage = lazyPage(loadProductProgramsPage);
const loadProgramListingPage = apolloPage(() => import('../pages/programs/ProgramListingPage'));
const ProgramListingPage = lazyPage(loadProgramListingPage);
const loadProgramDetailPage = apolloPage(() => import('../pages/programs/ProgramDetailPage'));
const ProgramDetailPage = lazyPage(loadProgramDetailPage);
const loadLegalPage = apolloPage(() => import('../pages/legal/LegalPage'));
const LegalPage = lazyPage(loadLegalPage);
const loadPrivacyPreferencesPage = apolloPage(() => import('../pages/legal/PrivacyPreferencesPage'));
const PrivacyPreferencesPage = lazyPage(loadPrivacyPreferencesPage);
// Rates: the calculator and the pages built on its search (web/src/features/rates).
// The calculator and the offers list need no Apollo hooks: the client loads with the first search.
const loadRatesPage = () => import('../features/rates/pages/RatesPage');
const RatesPage = lazyPage(loadRatesPage);
const loadRatesSummaryPage = apolloPage(() => import('../features/rates/pages/RatesSummaryPage'));
const RatesSummaryPage = lazyPage(loadRatesSummaryPage);
const loadOffersPage = () => import('../features/rates/pages/OffersPage');
const OffersPage = lazyPage(loadOffersPage);
const loadComparePage = apolloPage(() => import('../features/rates/pages/ComparePage'));
const ComparePage = lazyPage(loadComparePage);
// The prequal questions need no GraphQL client; their end and a prequal's start load it.
const StartRefinanceApplicationPage = lazyPage(() => import('../features/refinanceApplication/pages/StartRefinanceApplicationPage'));
const RefinanceApplicationPage = lazyPage(apolloPage(() => import('../features/refinanceApplication/pages/RefinanceApplicationPage')));
// Partner purchase: the buyer's prequal and account, the application, offers and the agent's page.
// Renders without Apollo: the budget estimate and the sign-up load the client when they are used.
const loadPurchaseCreateAccountPage = () => import('../features/purchaseApplication/pages/PurchaseCreateAccountPage');
const PurchaseCreateAccountPage = lazyPage(loadPurchaseCreateAccountPage);
const PurchaseApplicationPage = lazyPage(apolloPage(() => import('../features/purchaseApplication/pages/PurchaseApplicationPage')));
const PurchaseOffersPage = lazyPage(apolloPage(() => import('../features/purchaseApplication/pages/PurchaseOffersPage')));
const PurchaseInvitationPage = lazyPage(apolloPage(() => import('../features/purchaseApplication/pages/PurchaseInvitationPage')));
const PurchaseAgentPage = lazyPage(apolloPage(() => import('../features/purchaseApplication/pages/PurchaseAgentPage')));
// Property dashboards (web/src/features/properties).
const loadPropertyDashboardPage = apolloPage(() => import('../features/properties/pages/PropertyDashboardPage'));
const PropertyDashboardPage = lazyPage(loadPropertyDashboardPage);
const loadEquityFlowPage = apolloPage(() => import('../features/properties/pages/EquityFlowPage'));
const EquityFlowPage = lazyPage(loadEquityFlowPage);
const loadPartnerPropertyDashboardPage = apolloPage(() => import('../features/properties/pages/PartnerPropertyDashboardPage'));
const PartnerPropertyDashboardPage = lazyPage(loadPartnerPropertyDashboardPage);
const loadVerifyPaymentPage = apolloPage(() => import('../features/payments/pages/VerifyPaymentPage'));
const VerifyPaymentPage = lazyPage(loadVerifyPaymentPage);
const loadFinancialItemsOAuthReturnPage = apolloPage(() => import('../features/bankLinks/pages/FinancialItemsOAuthReturnPage'));
const FinancialItemsOAuthReturnPage = lazyPage(loadFinancialItemsOAuthReturnPage);
// The partnership's (restructure) application: web/src/features/restructureApplication. Its start
// page, like the refinance's, loads the GraphQL client only for the parts that ask the server.
const StartRestructureApplicationPage = lazyPage(() => import('../features/restructureApplication/pages/StartRestructureApplicationPage'));
const RestructureApplicationPage = lazyPage(apolloPage(() => import('../features/restructureApplication/pages/RestructureApplicationPage')));

/** The route table (spec section 2). Each page is its own lazy chunk under js/. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage />, handle: { preload: loadHomePage } },
      {
        path: '/login',
        element: (
          <AnonymousOnly>
            <LoginPage />
          </AnonymousOnly>
        ),
      },
      { path: '/login/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/login/reset-password/:token', element: <ResetPasswordPage /> },
      { path: '/signup/verify-email', element: <VerifyEmailPage /> },
      {
        path: '/profile',
        element: (
          <RequireAuth>
            <ProfilePage />
          </RequireAuth>
        ),
      },
      { path: '/rates', element: <RatesPage />, handle: { preload: loadRatesPage } },
      { path: '/rates/summary', element: <RatesSummaryPage />, handle: { preload: loadRatesSummaryPage } },
      { path: '/refinance/offers', element: <OffersPage />, handle: { preload: loadOffersPage } },
      { path: '/refinance/compare', element: <ComparePage />, handle: { preload: loadComparePage } },
      { path: '/application/refinance', element: <StartRefinanceApplicationPage /> },
      {
        path: '/application/refinance/:uuid',
        element: (
          <RequireAuth>
            <RefinanceApplicationPage />
          </RequireAuth>
        ),
      },
      { path: '/purchase/create-account', element: <PurchaseCreateAccountPage />, handle: { preload: loadPurchaseCreateAccountPage } },
      {
        path: '/application/purchase/:uuid',
        element: (
          <RequireAuth>
            <PurchaseApplicationPage />
          </RequireAuth>
        ),
      },
      {
        path: '/purchase/offers',
        element: (
          <RequireAuth>
            <PurchaseOffersPage />
          </RequireAuth>
        ),
      },
      { path: '/purchase/agent/:token', element: <PurchaseAgentPage /> },
      { path: '/purchase/invitation/:uuid', element: <PurchaseInvitationPage /> },
      ...(
        [
          '/property/:uuid/dashboard',
          '/property/:uuid/dashboard/buy-in',
          '/property/:uuid/dashboard/buy-in/:step',
          '/property/:uuid/dashboard/cash-out',
          '/property/:uuid/dashboard/cash-out/:step',
        ] as const
      ).map((path) => ({
        path,
        handle: { preload: path.endsWith('/dashboard') ? loadPropertyDashboardPage : loadEquityFlowPage },
        element: (
          <RequireAuth>
            {path.includes('/buy-in') ? (
              <EquityFlowPage flow="buy-in" />
            ) : path.includes('/cash-out') ? (
              <EquityFlowPage flow="cash-out" />
            ) : (
              <PropertyDashboardPage />
            )}
          </RequireAuth>
        ),
      })),
      // Open at routing level (spec section 6); the server shows it only to accepted members.
      {
        path: '/partner/property/:uuid/dashboard',
        element: <PartnerPropertyDashboardPage />,
        handle: { preload: loadPartnerPropertyDashboardPage },
      },
      {
        // Public as the spec lists it (decision 0030); the page asks a signed-out visitor to log in.
        path: '/verify-payment',
        element: <VerifyPaymentPage />,
        handle: { preload: loadVerifyPaymentPage },
      },
      ...(['RESTRUCTURE', 'REFINANCE', 'PURCHASE'] as const).map((applicationType) => ({
        path: `/financial-items/oauth/${applicationType.toLowerCase()}`,
        element: (
          <RequireAuth>
            <FinancialItemsOAuthReturnPage applicationType={applicationType} />
          </RequireAuth>
        ),
        handle: { preload: loadFinancialItemsOAuthReturnPage },
      })),
      { path: '/application/partner', element: <StartRestructureApplicationPage /> },
      {
        path: '/application/partner/:uuid',
        element: (
          <RequireAuth>
            <RestructureApplicationPage />
          </RequireAuth>
        ),
      },
      { path: '/partner', element: <PartnerPage />, handle: { preload: loadPartnerPage } },
      { path: '/cash', element: <CashPage />, handle: { preload: loadCashPage } },
      { path: '/savings', element: <SavingsPage />, handle: { preload: loadSavingsPage } },
      { path: '/about', element: <AboutPage />, handle: { preload: loadAboutPage } },
      { path: '/faq', element: <FaqPage />, handle: { preload: loadFaqPage } },
      { path: '/testimonials', element: <TestimonialsPage />, handle: { preload: loadTestimonialsPage } },
      { path: '/buy/waitlist', element: <WaitlistPage />, handle: { preload: loadWaitlistPage } },
      { path: '/waitlist/manage/:token', element: <ManageWaitlistEntryPage />, handle: { preload: loadManageWaitlistEntryPage } },
      { path: '/resources', element: <ResourcesPage />, handle: { preload: loadResourcesPage } },
      { path: '/resources/categories/:categorySlug', element: <ResourcesCategoryPage />, handle: { preload: loadResourcesCategoryPage } },
      { path: '/resources/article/preview/:articleSlug', element: <ArticlePreviewPage />, handle: { preload: loadArticlePreviewPage } },
      { path: '/resources/:articleSlug', element: <ArticlePage />, handle: { preload: loadArticlePage } },
      { path: '/programs', element: <ProgramsHubPage />, handle: { preload: loadProgramsHubPage } },
      { path: '/finance/programs', element: <ProductProgramsPage product="FINANCE" />, handle: { preload: loadProductProgramsPage } },
      { path: '/purchase/programs', element: <ProductProgramsPage product="PURCHASE" />, handle: { preload: loadProductProgramsPage } },
      { path: '/finance/listing', element: <ProgramListingPage product="FINANCE" />, handle: { preload: loadProgramListingPage } },
      { path: '/purchase/listing', element: <ProgramListingPage product="PURCHASE" />, handle: { preload: loadProgramListingPage } },
      { path: '/:product/details/:slug', element: <ProgramDetailPage />, handle: { preload: loadProgramDetailPage } },
      { path: '/legal/privacy-preferences', element: <PrivacyPreferencesPage />, handle: { preload: loadPrivacyPreferencesPage } },
      { path: '/legal/:slug', element: <LegalPage />, handle: { preload: loadLegalPage } },
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <RedirectOrNotFound notFound={<NotFoundPage />} /> },
    ],
  },
];

/**
 * The first page's code starts loading at once, alongside the session query, instead of after
 * it: routes whose handle names a preload (the same import the lazy page uses) are warmed.
 */
export function preloadPageCode(pathname: string): void {
  loadPageCode(pathname).catch(() => undefined);
}

/** Loads the code of the page at pathname (a no-op for pages without a preload). */
export async function loadPageCode(pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map((match) => (match.route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload?.()),
  );
}

if (typeof window !== 'undefined') preloadPageCode(window.location.pathname);
