import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2, Plane } from 'lucide-react';
import type { AutocompleteItem, AutocompleteKind } from '@escazo/contracts/search-autocomplete';
import { Combobox, type ComboboxItem } from '@web/components/forms/combobox.tsx';
import { useAutocomplete } from '../api/autocomplete.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { placeFromItem, placeFromText, type PlaceValue } from '../utils/place.ts';

type Props = {
  value: PlaceValue;
  onChange: (place: PlaceValue) => void;
  name?: string;
  placeholder?: string;
  kinds?: readonly AutocompleteKind[];
  /**
   * A picked city stands for all its airports (flight origin and destination): its suggestion says
   * so. Elsewhere (hotels, cars) a city is just the city.
   */
  allAirports?: boolean;
  /** Set by <Field>. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

const itemKey = (item: AutocompleteItem) => (item.kind === 'airport' ? item.code : item.id);

/**
 * Airport and city field on the shared combobox: typing asks the API after a 200 ms pause, only
 * while the list is open and the text is typed (not a picked place).
 */
export function PlaceAutocomplete({ value, onChange, kinds, allAirports = false, ...field }: Props) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  const q = useDebouncedValue(value.label.trim(), 200);
  const typed = value.label.trim() !== '' && value.label === value.value;
  const { data, isFetching } = useAutocomplete({ q, kinds, limit: 8 }, open && typed);
  const found = open && typed && q !== '' ? (data?.items ?? []) : [];
  const items: ComboboxItem[] = found.map((item) => ({
    id: itemKey(item),
    label:
      item.kind === 'airport'
        ? `${item.label} (${item.code})`
        : allAirports
          ? t('autocomplete.cityAll', { city: item.label })
          : item.label,
    sublabel: item.sublabel,
    icon: item.kind === 'airport' ? <Plane /> : <Building2 />,
  }));

  return (
    <Combobox
      {...field}
      text={value.label}
      onTextChange={(text) => onChange(placeFromText(text))}
      onPick={(picked) => {
        const item = found.find((candidate) => itemKey(candidate) === picked.id);
        if (item) onChange(placeFromItem(item));
      }}
      items={items}
      busy={isFetching}
      listLabel={t('autocomplete.suggestions')}
      onOpenChange={setOpen}
    />
  );
}
