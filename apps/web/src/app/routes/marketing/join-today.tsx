import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { Container, PageHeader } from '@escazo/ui/container';
import { BenefitsList } from '@web/features/marketing/components/benefits-list.tsx';
import { MarketingSection } from '@web/features/marketing/components/marketing-section.tsx';
import { MemberTestimonials } from '@web/features/marketing/components/member-testimonials.tsx';
import { paths } from '@web/config/paths.ts';

export default function JoinTodayPage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <PageHeader title={t('joinToday.title')} lead={t('joinToday.lead')} />
      <Container className="-mt-4 flex flex-wrap items-center gap-x-4 gap-y-3">
        <Button asChild size="lg">
          <Link to={paths.signup}>{t('joinToday.signUp')}</Link>
        </Button>
        <p className="text-slate-700">
          {t('joinToday.haveAccount')}{' '}
          <Link to={paths.login} className="font-semibold text-primary-700 underline-offset-4 hover:underline">
            {t('joinToday.logIn')}
          </Link>
        </p>
      </Container>
      <MarketingSection id="join-benefits" title={t('joinToday.benefitsTitle')}>
        <Card>
          <CardBody className="sm:p-8">
            <BenefitsList />
          </CardBody>
        </Card>
      </MarketingSection>
      <MemberTestimonials />
    </>
  );
}
