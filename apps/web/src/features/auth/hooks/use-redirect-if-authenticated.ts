import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@web/lib/session/use-auth.ts';
import { redirectTarget } from '../utils/redirect-target.ts';

/** Authenticated visitors leave /login and /signup for the redirect target (default /dashboard). */
export function useRedirectIfAuthenticated() {
  const { isAuthenticated, confirmed } = useAuth();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const target = redirectTarget(searchParams.get('redirect'));
  useEffect(() => {
    if (confirmed && isAuthenticated) void navigate(target, { replace: true });
  }, [confirmed, isAuthenticated, navigate, target]);
}
