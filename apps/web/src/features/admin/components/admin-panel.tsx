import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Container } from '@escazo/ui/container';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useAdminAccess } from '../api/get-access.ts';
import { AccessDenied } from './access-denied.tsx';
import { AdminShell } from './admin-shell.tsx';
import { LoadError } from '@web/components/feedback/query-state.tsx';
import { VerifyingAccess } from './verifying-access.tsx';

/**
 * The admin panel's access states, decided by the server: verifying, then signed out (the caller
 * leaves), denied, or the shell with the tabs the admin's permissions allow.
 */
export function AdminPanel({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation('admin');
  const access = useAdminAccess();
  const status = access.error instanceof ApiError ? access.error.status : null;
  const announced = useRef(false);

  useEffect(() => {
    if (status === 401) onSignedOut();
  }, [status, onSignedOut]);
  useEffect(() => {
    if (access.data && !announced.current) {
      announced.current = true;
      toast.success(t('access.verified'));
    }
  }, [access.data, t]);

  if (access.data) return <AdminShell access={access.data} />;
  if (access.isPending || status === 401) return <VerifyingAccess />;
  if (status === 403) return <AccessDenied />;
  return (
    <Container className="py-10">
      <LoadError onRetry={() => void access.refetch()} />
    </Container>
  );
}
