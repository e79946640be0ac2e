import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { Container, PageHeader } from '@escazo/ui/container';
import { MenuGroups } from '@web/features/marketing/components/menu-groups.tsx';
import { paths } from '@web/config/paths.ts';
import { useAuth } from '@web/lib/session/use-auth.ts';

export default function MenuPage() {
  const { t } = useTranslation('marketing');
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={t('menu.title')} lead={t('menu.lead')} />
      <Container className="pb-16">
        <MenuGroups />
        <section
          aria-labelledby="menu-account"
          className="mt-8 flex flex-col items-start justify-between gap-4 rounded-[var(--radius-card)] bg-primary-50 p-6 sm:flex-row sm:items-center"
        >
          {user ? (
            <>
              <div>
                <h2 id="menu-account" className="text-lg font-bold text-slate-900">
                  {t('menu.signedInTitle', { name: user.name })}
                </h2>
                <p className="mt-1 text-slate-700">{t('menu.signedInText')}</p>
              </div>
              <div className="flex gap-3">
                <Button asChild>
                  <Link to={paths.dashboard}>{t('menu.dashboard')}</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={paths.bookings}>{t('menu.myBookings')}</Link>
                </Button>
              </div>
            </>
          ) : (
            <>
              <div>
                <h2 id="menu-account" className="text-lg font-bold text-slate-900">
                  {t('menu.accountTitle')}
                </h2>
                <p className="mt-1 text-slate-700">{t('menu.accountText')}</p>
              </div>
              <div className="flex gap-3">
                <Button asChild>
                  <Link to={paths.joinToday}>{t('menu.join')}</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={paths.login}>{t('menu.signIn')}</Link>
                </Button>
              </div>
            </>
          )}
        </section>
      </Container>
    </>
  );
}
