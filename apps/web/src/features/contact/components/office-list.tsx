import { useTranslation } from 'react-i18next';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { officesMapPath, officesMapSize, type Office } from '@escazo/contracts/offices';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { Skeleton } from '@escazo/ui/skeleton';
import { useOffices } from '../api/get-offices.ts';

function OfficeCard({ office }: { office: Office }) {
  const { t } = useTranslation('contact');
  const { street, city, region, postalCode, country } = office.address;
  return (
    <Card>
      <CardBody>
        <h3 className="text-lg font-semibold text-slate-900">{office.name}</h3>
        <address className="mt-3 space-y-2.5 text-sm not-italic text-slate-700">
          <p className="flex gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
            <span>
              {street}
              <br />
              {[city, region].filter(Boolean).join(', ')} {postalCode}
              <br />
              {country}
            </span>
          </p>
          <p className="flex gap-2">
            <Phone className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
            <span className="sr-only">{t('offices.phone')}</span>
            <a className="tabular text-primary-700 hover:underline" href={`tel:${office.phone.replace(/[^+\d]/g, '')}`}>
              {office.phone}
            </a>
          </p>
          <p className="flex gap-2">
            <Mail className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
            <span className="sr-only">{t('offices.email')}</span>
            <a className="text-primary-700 hover:underline" href={`mailto:${office.email}`}>
              {office.email}
            </a>
          </p>
          <p className="flex gap-2">
            <Clock className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
            <span className="sr-only">{t('offices.hours')}</span>
            <span>{office.hours}</span>
          </p>
        </address>
      </CardBody>
    </Card>
  );
}

/** The office cards and the server-drawn map of where they are. */
export function OfficeList() {
  const { t } = useTranslation('contact');
  const offices = useOffices();
  const items = offices.data?.items ?? [];
  const cities = new Intl.ListFormat('en', { type: 'conjunction' }).format(items.map((o) => o.address.city));
  return (
    <section aria-labelledby="offices-heading" className="space-y-6">
      <h2 id="offices-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('offices.heading')}
      </h2>
      {offices.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-4 rounded-2xl bg-danger-50 p-5 text-danger-600">
          <p>{t('offices.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void offices.refetch()}>
            {t('offices.retry')}
          </Button>
        </div>
      ) : offices.isPending ? (
        <div className="space-y-6" aria-busy="true">
          <Skeleton className="aspect-[96/50] w-full rounded-[var(--radius-card)]" />
          <div className="grid gap-5 md:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-52" />
            ))}
          </div>
        </div>
      ) : (
        <>
          <Card className="overflow-hidden">
            <img
              src={officesMapPath}
              alt={t('offices.mapAlt', { cities })}
              width={officesMapSize.width}
              height={officesMapSize.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-full bg-primary-50"
            />
          </Card>
          <div className="grid gap-5 md:grid-cols-3">
            {items.map((office) => (
              <OfficeCard key={office.id} office={office} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
