import type { RouteObject } from 'react-router';
import { RootLayout } from '../components/layouts/root-layout.tsx';
import { RouteError } from '../components/errors/route-error.tsx';
import { RequireAuth } from '../components/layouts/require-auth.tsx';
import { lazyPage } from './lazy-page.ts';

/** Each page route gets its own error boundary, so one broken page never takes the shell down. */
const page = (path: string, lazy: RouteObject['lazy']): RouteObject => ({
  path,
  lazy,
  errorElement: <RouteError />,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      page('/', lazyPage(() => import('./routes/home/home.tsx'), ['home'])),
      page('/menu', lazyPage(() => import('./routes/marketing/menu.tsx'), ['marketing'])),
      page('/why-choose-escazo', lazyPage(() => import('./routes/marketing/why-choose.tsx'), ['marketing'])),
      page('/join-today', lazyPage(() => import('./routes/marketing/join-today.tsx'), ['marketing'])),
      page('/download', lazyPage(() => import('./routes/marketing/download.tsx'), ['marketing'])),
      page('/download/:platform', lazyPage(() => import('./routes/marketing/download.tsx'), ['marketing'])),
      page('/help', lazyPage(() => import('./routes/support/help.tsx'), ['support'])),
      page('/help-center/:topic', lazyPage(() => import('./routes/support/help-topic.tsx'), ['support'])),
      page('/faqs', lazyPage(() => import('./routes/support/faqs.tsx'), ['support', 'faqs'])),
      page('/terms', lazyPage(() => import('./routes/legal/terms.tsx'), ['legal'])),
      page('/privacy', lazyPage(() => import('./routes/legal/privacy.tsx'), ['legal'])),
      page('/cookie-policy', lazyPage(() => import('./routes/legal/cookie-policy.tsx'), ['legal'])),
      page('/cookies', lazyPage(() => import('./routes/legal/cookie-policy.tsx'), ['legal'])),
      page('/contact', lazyPage(() => import('./routes/contact/contact.tsx'), ['contact'])),
      page('/drivers', lazyPage(() => import('./routes/drivers/drivers.tsx'), ['drivers'])),
      page('/application', lazyPage(() => import('./routes/drivers/application.tsx'), ['drivers'])),
      page('/login', lazyPage(() => import('./routes/auth/login.tsx'), ['auth', 'two-factor'])),
      page('/signup', lazyPage(() => import('./routes/auth/signup.tsx'), ['auth'])),
      page('/forgot-password', lazyPage(() => import('./routes/auth/forgot-password.tsx'), ['auth'])),
      page('/reset-password', lazyPage(() => import('./routes/auth/reset-password.tsx'), ['auth', 'two-factor'])),
      // Signed-in pages: a signed-out visitor goes to /login?redirect=<path> (RequireAuth).
      {
        element: <RequireAuth />,
        children: [
          page('/onboarding', lazyPage(() => import('./routes/onboarding/onboarding.tsx'), ['onboarding'])),
          page('/dashboard', lazyPage(() => import('./routes/dashboard/dashboard.tsx'), ['dashboard', 'account'])),
          page('/profile', lazyPage(() => import('./routes/account/profile-settings.tsx'), ['account', 'two-factor'])),
          page('/my-profile', lazyPage(() => import('./routes/account/my-profile.tsx'), ['account'])),
        ],
      },
      page('*', lazyPage(() => import('./routes/not-found.tsx'))),
    ],
  },
];
