import { useTranslation } from 'react-i18next';
import { Container } from '@escazo/ui/container';
import { PageHeading } from '@web/components/layouts/page-heading.tsx';
import { useAuth } from '@web/lib/session/use-auth.ts';
import { DriverConsole } from '@web/features/rides/driver/components/driver-console.tsx';

/** /driver (signed in): the driver console. */
export default function DriverConsolePage() {
  const { t } = useTranslation('driver-console');
  const { user } = useAuth();
  return (
    <Container className="space-y-8 py-10">
      <PageHeading title={t('title')} lead={t('lead')} />
      {user ? <DriverConsole userId={user.id} /> : null}
    </Container>
  );
}
