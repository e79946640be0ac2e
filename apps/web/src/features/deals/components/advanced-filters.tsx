import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Collapsible } from 'radix-ui';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import type { DealsQuery } from '@escazo/contracts/deals';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { Field } from '@escazo/ui/field';
import { DateInput, Input, Select } from '@escazo/ui/input';
import { toast } from '@web/lib/toast.ts';
import { useConversion } from '@web/lib/currency/conversion-context.tsx';
import { hasAdvancedFilters, noAdvancedFilters, type AdvancedFilters as Filters } from '../utils/deals-url.ts';
import { readFilterForm, filterFormOf, type FilterForm } from '../utils/filter-form.ts';

/** The minimum-rating choices. */
const ratings = [3, 3.5, 4, 4.5] as const;

type Props = { query: DealsQuery; onApply: (filters: Filters) => void };

/**
 * 'Advanced Filters', folded until opened (open when the URL already filters): price range in the
 * display currency, destination, minimum rating and a day the deal must still be valid on.
 */
export function AdvancedFilters({ query, onApply }: Props) {
  const { t } = useTranslation('deals');
  const [open, setOpen] = useState(() => hasAdvancedFilters(query));
  // Bounds are typed in the currency the cards show (USD until the display currency's rates are in).
  const display = useConversion()?.currency ?? 'USD';
  // Bounds already in the URL keep their own currency; new ones are typed in the display currency.
  const currency = query.priceMin !== undefined || query.priceMax !== undefined ? query.priceCurrency : display;
  const formKey = JSON.stringify([
    query.priceMin,
    query.priceMax,
    query.priceCurrency,
    query.destination,
    query.minRating,
    query.validUntil,
    currency,
  ]);

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="space-y-3">
      <Collapsible.Trigger asChild>
        <Button variant="outline">
          <SlidersHorizontal aria-hidden="true" />
          {t('filters.title')}
          <ChevronDown aria-hidden="true" className={open ? 'rotate-180' : undefined} />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <FiltersForm key={formKey} query={query} currency={currency} onApply={onApply} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

type FormProps = Props & { currency: Filters['priceCurrency'] };

function FiltersForm({ query, currency, onApply }: FormProps) {
  const { t } = useTranslation('deals');
  const [form, setForm] = useState<FilterForm>(() => filterFormOf(query, currency));
  const [errors, setErrors] = useState<Partial<Record<'priceMin' | 'priceMax', string>>>({});
  const set = (name: keyof FilterForm) => (value: string) => setForm((f) => ({ ...f, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readFilterForm(form, currency);
    if (!read.ok) {
      setErrors(Object.fromEntries(Object.entries(read.errors).map(([k, key]) => [k, t(`filters.${key}`)])));
      return;
    }
    setErrors({});
    onApply(read.filters);
  };
  const reset = () => {
    setForm(filterFormOf({ ...query, ...noAdvancedFilters }, currency));
    setErrors({});
    onApply({ ...noAdvancedFilters });
    toast.success(t('filters.resetDone'));
  };

  return (
    <Card>
      <CardBody>
        <form onSubmit={submit} noValidate aria-label={t('filters.title')} className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Field label={t('filters.priceMin', { currency })} error={errors.priceMin}>
              <Input inputMode="decimal" value={form.priceMin} onChange={(e) => set('priceMin')(e.target.value)} />
            </Field>
            <Field label={t('filters.priceMax', { currency })} error={errors.priceMax}>
              <Input inputMode="decimal" value={form.priceMax} onChange={(e) => set('priceMax')(e.target.value)} />
            </Field>
            <Field label={t('filters.destination')}>
              <Input
                value={form.destination}
                placeholder={t('filters.destinationPlaceholder')}
                maxLength={120}
                onChange={(e) => set('destination')(e.target.value)}
              />
            </Field>
            <Field label={t('filters.minRating')}>
              <Select value={form.minRating} onChange={(e) => set('minRating')(e.target.value)}>
                <option value="">{t('filters.anyRating')}</option>
                {ratings.map((r) => (
                  <option key={r} value={String(r)}>
                    {t('filters.ratingAtLeast', { rating: r })}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('filters.validUntil')} hint={t('filters.validUntilHint')}>
              <DateInput value={form.validUntil} onChange={(e) => set('validUntil')(e.target.value)} />
            </Field>
          </div>
          <div className="flex gap-3">
            <Button type="button" variant="outline" onClick={reset}>
              {t('filters.reset')}
            </Button>
            <Button type="submit">{t('filters.apply')}</Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
