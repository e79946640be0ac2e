import type { Ref } from 'react';
import { PlaceAutocomplete } from './place-autocomplete.tsx';
import type { PlaceValue } from '../utils/place.ts';
import { useInputFocusHandle, type FocusHandle } from '@web/components/forms/use-input-focus-handle.ts';

type Props = {
  value: PlaceValue;
  onChange: (place: PlaceValue) => void;
  name?: string;
  placeholder?: string;
  ref?: Ref<FocusHandle>;
  /** Set by <Field>. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** Where a trip starts (the planner's origin, the budget assistant's starting location): an airport or a city (a city stands for all its airports), focusable by the form. */
export function OriginField({ ref, ...props }: Props) {
  const wrapper = useInputFocusHandle(ref);
  return (
    <div ref={wrapper}>
      <PlaceAutocomplete {...props} kinds={['airport', 'city']} allAirports />
    </div>
  );
}
