import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2, Car, Home, Hotel, Landmark, Plane, Ship, type LucideIcon } from 'lucide-react';
import type { PlaceKind } from '@escazo/contracts/ride-options';
import { useDebouncedValue } from '../../search/hooks/use-debounced-value.ts';
import { useRidePlaces } from '../api/places.ts';
import type { Picked } from '../utils/ride-form.ts';
import { Combobox } from '@web/components/forms/combobox.tsx';

const kindIcons: Record<PlaceKind, LucideIcon> = {
  centre: Building2,
  airport: Plane,
  hotel: Hotel,
  stay: Home,
  'car-desk': Car,
  'cruise-port': Ship,
  landmark: Landmark,
};

type Props = {
  name: 'pickup' | 'destination';
  cityId: string | null;
  cityName: string;
  value: Picked;
  onChange: (value: Picked) => void;
  placeholder: string;
  /** Set by <Field>. */
  id?: string;
  'aria-describedby'?: string;
};

/** A place of the chosen city: suggestions as the user types, after a 250 ms pause. */
export function PlaceField({ name, cityId, cityName, value, onChange, placeholder, id, ...aria }: Props) {
  const { t } = useTranslation('rides');
  const [open, setOpen] = useState(false);
  const typing = value.id === null;
  const q = useDebouncedValue(typing ? value.text.trim() : '', 250);
  const places = useRidePlaces(cityId, q, open && typing && q !== '');
  const items =
    open && typing && q !== ''
      ? (places.data?.places ?? []).map((p) => {
          const Icon = kindIcons[p.kind];
          return { id: p.id, label: p.name, sublabel: t(`places.${p.kind}`), icon: <Icon /> };
        })
      : [];
  return (
    <Combobox
      id={id}
      name={name}
      text={value.text}
      onTextChange={(text) => onChange({ id: null, text })}
      onPick={(item) => onChange({ id: item.id, text: item.label })}
      items={items}
      busy={places.isFetching}
      emptyText={
        q !== '' && places.isSuccess && !places.isPlaceholderData
          ? t('book.noPlaces', { city: cityName, query: q })
          : undefined
      }
      listLabel={t('book.suggestions')}
      placeholder={cityId ? placeholder : t('book.chooseCityFirst')}
      disabled={!cityId}
      onOpenChange={setOpen}
      {...aria}
    />
  );
}
