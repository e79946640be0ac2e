import { useTranslation } from 'react-i18next';
import { Clock, Headphones, PiggyBank, TrendingUp } from 'lucide-react';
import { Card, CardBody } from '@escazo/ui/card';
import { Container } from '@escazo/ui/container';

type Benefit = { title: string; text: string };
const icons = [TrendingUp, Clock, PiggyBank, Headphones];

export function DriverBenefits() {
  const { t } = useTranslation('drivers');
  const benefits = t('landing.benefits', { returnObjects: true }) as Benefit[];
  return (
    <section aria-labelledby="driver-benefits-heading" className="py-12 sm:py-16">
      <Container>
        <h2 id="driver-benefits-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('landing.benefitsHeading')}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((b, i) => {
            const Icon = icons[i % icons.length]!;
            return (
              <li key={b.title}>
                <Card className="h-full">
                  <CardBody>
                    <span
                      className="grid size-11 place-content-center rounded-full bg-accent-50 text-accent-700"
                      aria-hidden="true"
                    >
                      <Icon className="size-5" />
                    </span>
                    <h3 className="mt-4 text-lg font-semibold text-slate-900">{b.title}</h3>
                    <p className="mt-2 text-sm text-slate-700">{b.text}</p>
                  </CardBody>
                </Card>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
