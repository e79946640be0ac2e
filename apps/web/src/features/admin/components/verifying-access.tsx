import { useTranslation } from 'react-i18next';
import { Container } from '@escazo/ui/container';
import { Skeleton } from '@escazo/ui/skeleton';

/** While the server checks the caller's admin rights. */
export function VerifyingAccess() {
  const { t } = useTranslation('admin');
  return (
    <Container className="py-16" aria-busy="true">
      <div className="mx-auto max-w-md text-center">
        <h1 role="status" className="text-2xl font-bold text-slate-900">
          {t('access.verifying')}
        </h1>
        <Skeleton className="mx-auto mt-6 h-4 w-48" />
      </div>
    </Container>
  );
}
