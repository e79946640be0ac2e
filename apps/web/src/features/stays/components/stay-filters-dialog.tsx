import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import {
  stayMinBedsOptions,
  stayPriceDefaults,
  stayTypeFilters,
  type StayMinBeds,
  type StayTypeFilter,
} from '@escazo/contracts/search-stays';
import { Badge } from '@escazo/ui/badge';
import { Button } from '@escazo/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@escazo/ui/dialog';
import { Field } from '@escazo/ui/field';
import { Input, Select } from '@escazo/ui/input';
import { defaultStayFilters, type StaySearch } from '../utils/stay-search-params.ts';

type Filters = Pick<StaySearch, 'priceMin' | 'priceMax' | 'minBeds' | 'type'>;
type Props = { search: StaySearch; onApply: (filters: Filters) => void; onReset: () => void };

/** Invalid min falls back to 0, invalid max to 1000. */
function bound(text: string, fallback: number): number {
  const n = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

function activeCount(search: Filters): number {
  return (Object.keys(defaultStayFilters) as (keyof Filters)[]).filter((key) => search[key] !== defaultStayFilters[key])
    .length;
}

/** The filters dialog: price per night (inclusive), at-least beds and type; Apply or Reset. */
export function StayFiltersDialog({ search, onApply, onReset }: Props) {
  const { t } = useTranslation('stays');
  const [open, setOpen] = useState(false);
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [minBeds, setMinBeds] = useState<StayMinBeds>('any');
  const [type, setType] = useState<StayTypeFilter>('any');
  const active = activeCount(search);

  const openChange = (next: boolean) => {
    if (next) {
      setMin(String(search.priceMin));
      setMax(String(search.priceMax));
      setMinBeds(search.minBeds);
      setType(search.type);
    }
    setOpen(next);
  };
  const apply = () => {
    onApply({
      priceMin: bound(min, stayPriceDefaults.min),
      priceMax: bound(max, stayPriceDefaults.max),
      minBeds,
      type,
    });
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <SlidersHorizontal aria-hidden="true" />
          {t('filters.open')}
          {active > 0 ? <Badge tone="primary">{t('filters.active', { count: active })}</Badge> : null}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('filters.title')} description={t('filters.description')} closeLabel={t('filters.close')}>
        <form
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <fieldset className="grid grid-cols-2 gap-4">
            <legend className="mb-2 text-sm font-semibold text-slate-900">{t('filters.price')}</legend>
            <Field label={t('filters.priceMin')}>
              <Input
                type="number"
                min={0}
                step={10}
                inputMode="numeric"
                value={min}
                onChange={(e) => setMin(e.target.value)}
              />
            </Field>
            <Field label={t('filters.priceMax')}>
              <Input
                type="number"
                min={0}
                step={10}
                inputMode="numeric"
                value={max}
                onChange={(e) => setMax(e.target.value)}
              />
            </Field>
          </fieldset>
          <Field label={t('filters.minBeds')}>
            <Select value={minBeds} onChange={(e) => setMinBeds(e.target.value as StayMinBeds)}>
              {stayMinBedsOptions.map((option) => (
                <option key={option} value={option}>
                  {t(`filters.beds.${option}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('filters.type')}>
            <Select value={type} onChange={(e) => setType(e.target.value as StayTypeFilter)}>
              {stayTypeFilters.map((option) => (
                <option key={option} value={option}>
                  {t(`types.${option}`)}
                </option>
              ))}
            </Select>
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <DialogClose asChild>
              <Button variant="ghost" onClick={onReset}>
                {t('filters.reset')}
              </Button>
            </DialogClose>
            <Button type="submit">{t('filters.apply')}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
