import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@web/config/paths.ts';

/** Sends a signed-out visitor to sign in, then back to this page (path and search kept). */
export function useLoginRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const target = `${location.pathname}${location.search}`;
    void navigate(paths.loginThenBack(target));
  }, [navigate, location.pathname, location.search]);
}
