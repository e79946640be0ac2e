import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brain, CalendarRange, PiggyBank, Route, Sparkles } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { Container } from '@escazo/ui/container';
import { paths } from '@web/config/paths.ts';
import { toast } from '@web/lib/toast.ts';

const blocks = [
  { key: 'personal', icon: Brain },
  { key: 'routes', icon: Route },
  { key: 'budget', icon: PiggyBank },
  { key: 'days', icon: CalendarRange },
] as const;
const steps = ['tell', 'plan', 'review', 'go'] as const;

/** /smart-planning: what the planner does and how, and the way into it. */
export function SmartPlanningView() {
  const { t } = useTranslation('planner');
  return (
    <>
      <header className="bg-gradient-to-b from-primary-50 to-white py-14 sm:py-20">
        <Container className="max-w-4xl text-center">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t('smart.title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{t('smart.lead')}</p>
          <Button asChild size="lg" className="mt-8">
            <Link to={paths.aiStartPlanning}>
              <Sparkles aria-hidden="true" />
              {t('smart.start')}
            </Link>
          </Button>
        </Container>
      </header>
      <Container className="space-y-16 pb-20">
        <section aria-labelledby="smart-features-heading">
          <h2 id="smart-features-heading" className="text-2xl font-bold text-slate-900">
            {t('smart.featuresTitle')}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {blocks.map(({ key, icon: Icon }) => (
              <li key={key}>
                <Card className="h-full">
                  <CardBody>
                    <span
                      className="grid size-11 place-content-center rounded-full bg-primary-50 text-primary-700"
                      aria-hidden="true"
                    >
                      <Icon className="size-5" />
                    </span>
                    <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`smart.features.${key}.title`)}</h3>
                    <p className="mt-1 text-slate-700">{t(`smart.features.${key}.text`)}</p>
                  </CardBody>
                </Card>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="smart-how-heading">
          <h2 id="smart-how-heading" className="text-2xl font-bold text-slate-900">
            {t('smart.howTitle')}
          </h2>
          <ol className="mt-6 space-y-6 border-l-2 border-primary-200 pl-6">
            {steps.map((key, index) => (
              <li key={key} className="relative">
                <span
                  className="tabular absolute -left-[2.4rem] grid size-8 place-content-center rounded-full bg-primary-700 text-sm font-bold text-white"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <h3 className="font-semibold text-slate-900">{t(`smart.how.${key}.title`)}</h3>
                <p className="mt-1 text-slate-700">{t(`smart.how.${key}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>
        <section
          aria-labelledby="smart-cta-heading"
          className="rounded-[var(--radius-card)] bg-primary-900 px-6 py-12 text-center text-white sm:px-12"
        >
          <h2 id="smart-cta-heading" className="text-3xl font-bold">
            {t('smart.ctaTitle')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-primary-50">{t('smart.ctaText')}</p>
          <Button asChild variant="onDark" size="lg" className="mt-8">
            <Link to={paths.planTrip} onClick={() => toast.success(t('smart.ctaToast'))}>
              {t('smart.cta')}
            </Link>
          </Button>
        </section>
      </Container>
    </>
  );
}
