import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { useDebouncedValue } from '../../search/hooks/use-debounced-value.ts';
import { useRideCities } from '../api/cities.ts';
import type { Picked } from '../utils/ride-form.ts';
import { Combobox } from '@web/components/forms/combobox.tsx';

type Props = {
  value: Picked;
  onChange: (value: Picked) => void;
  /** Set by <Field>. */
  id?: string;
};

/** The ride city: suggestions as the user types (the largest cities for an empty field). */
export function CityField({ value, onChange, id }: Props) {
  const { t } = useTranslation('rides');
  const [open, setOpen] = useState(false);
  const typing = value.id === null;
  const q = useDebouncedValue(typing ? value.text : '', 200);
  const cities = useRideCities(q, open && typing);
  const items =
    open && typing
      ? (cities.data?.cities ?? []).map((c) => ({ id: c.id, label: c.name, sublabel: c.country, icon: <MapPin /> }))
      : [];
  return (
    <Combobox
      id={id}
      name="city"
      text={value.text}
      onTextChange={(text) => onChange({ id: null, text })}
      onPick={(item) => onChange({ id: item.id, text: item.label })}
      items={items}
      busy={cities.isFetching}
      listLabel={t('book.suggestions')}
      placeholder={t('book.cityPlaceholder')}
      onOpenChange={setOpen}
    />
  );
}
