import type { RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazyWithTimeout';
import { RootLayout } from './RootLayout';
import { RequireAuth } from './auth/RequireAuth';
import { AnonymousOnly } from './auth/AnonymousOnly';
import { RedirectOrNotFound } from './RedirectOrNotFound';

const HomePage = lazyPage(() => import('../pages/home/HomePage'));
const LoginPage = lazyPage(() => import('../pages/auth/LoginPage'));
const ForgotPasswordPage = lazyPage(() => import('../pages/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('../pages/auth/ResetPasswordPage'));
const VerifyEmailPage = lazyPage(() => import('../pages/auth/VerifyEmailPage'));
const ProfilePage = lazyPage(() => import('../pages/profile/ProfilePage'));
const NotFoundPage = lazyPage(() => import('../pages/notFound/NotFoundPage'));

/** The route table (spec section 2). Each page is its own lazy chunk under js/. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
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
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <RedirectOrNotFound notFound={<NotFoundPage />} /> },
    ],
  },
];
