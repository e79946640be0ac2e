import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { carSearchRequestSchemaAt } from '@escazo/contracts/search-cars';
import { Field } from '@escazo/ui/field';
import { DateInput } from '@escazo/ui/input';
import { translateValidation } from '@web/lib/i18n.ts';
import { PlaceAutocomplete } from '../../search/components/place-autocomplete.tsx';
import { SearchSubmitRow } from '../../search/components/search-submit-row.tsx';
import { dayFromToday } from '../../search/utils/dates.ts';
import { placeFromText, type PlaceValue } from '../../search/utils/place.ts';
import { firstCarIssue, type CarFormValues } from '../utils/car-search-params.ts';

type Props = { initial: CarFormValues; onSearch: (values: CarFormValues) => void };

/**
 * Search Travel Options' cars tab: pickup location, pickup date and return
 * date; the car goes back where it was picked up, at the default hours and driver age.
 */
export function CarQuickForm({ initial, onSearch }: Props) {
  const { t } = useTranslation('cars');
  const [place, setPlace] = useState<PlaceValue>(placeFromText(initial.pickupLabel));
  const [pickupDate, setPickupDate] = useState(initial.pickupDate);
  const [dropoffDate, setDropoffDate] = useState(initial.dropoffDate);
  const [error, setError] = useState<string | null>(null);
  const today = dayFromToday(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const location = place.label.trim();
    const values = {
      ...initial,
      pickupLocation: location,
      dropoffLocation: location,
      pickupLabel: location,
      dropoffLabel: location,
      pickupDate,
      dropoffDate,
    };
    const parsed = carSearchRequestSchemaAt(today).safeParse(values);
    if (!parsed.success) {
      setError(translateValidation(firstCarIssue(parsed.error.issues)) ?? null);
      return;
    }
    setError(null);
    onSearch(values);
  };

  return (
    <form
      role="search"
      aria-label={t('form.label')}
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)] sm:grid-cols-2 sm:p-5 lg:grid-cols-4"
    >
      <Field label={t('form.pickupLocation')} className="sm:col-span-2">
        <PlaceAutocomplete
          name="pickupLocation"
          kinds={['city']}
          value={place}
          onChange={setPlace}
          placeholder={t('quick.cityPlaceholder')}
        />
      </Field>
      <Field label={t('form.pickupDate')}>
        <DateInput name="pickupDate" min={today} value={pickupDate} onChange={(e) => setPickupDate(e.target.value)} />
      </Field>
      <Field label={t('quick.returnDate')}>
        <DateInput
          name="dropoffDate"
          min={pickupDate || today}
          value={dropoffDate}
          onChange={(e) => setDropoffDate(e.target.value)}
        />
      </Field>
      <SearchSubmitRow label={t('form.submit')} error={error} className="sm:col-span-2 lg:col-span-4" />
    </form>
  );
}
