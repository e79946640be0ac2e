import { useCallback } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AdminPanel } from '@web/features/admin/components/admin-panel.tsx';
import { VerifyingAccess } from '@web/features/admin/components/verifying-access.tsx';
import { useAuth } from '@web/lib/session/use-auth.ts';
import { paths } from '@web/config/paths.ts';

/** /admin: a signed-out visitor goes home (replace); anyone else gets the server's verdict. */
export default function AdminPage() {
  const { user, confirmed } = useAuth();
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate(paths.home, { replace: true }), [navigate]);

  if (!confirmed) return <VerifyingAccess />;
  if (!user) return <Navigate to={paths.home} replace />;
  return <AdminPanel onSignedOut={goHome} />;
}
