import { useTranslation } from 'react-i18next';
import { ridePopularDestinations, ridePopularPickups } from '@escazo/contracts/ride-options';
import type { RideCityDetail } from '@escazo/contracts/rides';
import { Field } from '@escazo/ui/field';
import type { Picked } from '../utils/ride-form.ts';
import { PlaceField } from './place-field.tsx';
import { ShortcutChips } from './shortcut-chips.tsx';

type Props = {
  name: 'pickup' | 'destination';
  cityId: string | null;
  city: RideCityDetail | undefined;
  cityName: string;
  value: Picked;
  onChange: (value: Picked) => void;
};

/** Pickup or Destination: the place combobox and the popular locations under it. */
export function PlaceWithShortcuts({ name, cityId, city, cityName, value, onChange }: Props) {
  const { t } = useTranslation('rides');
  const pickup = name === 'pickup';
  return (
    <div className="space-y-2">
      <Field label={t(pickup ? 'book.pickup' : 'book.destination')}>
        <PlaceField
          name={name}
          cityId={cityId}
          cityName={cityName}
          value={value}
          onChange={onChange}
          placeholder={t(pickup ? 'book.pickupPlaceholder' : 'book.destinationPlaceholder')}
        />
      </Field>
      <ShortcutChips
        labels={pickup ? ridePopularPickups : ridePopularDestinations}
        city={city}
        pickedId={value.id}
        label={t(pickup ? 'book.pickupShortcuts' : 'book.destinationShortcuts')}
        onPick={(placeId, label) => onChange({ id: placeId, text: t(`shortcuts.${label}`) })}
      />
    </div>
  );
}
