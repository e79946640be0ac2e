import { useEffect, useRef, useState } from 'react';
import { Input } from '@escazo/ui/input';
import { loadClassMerger } from '@escazo/ui/utils';
import { i18n } from '@web/lib/i18n.ts';
import { whenIdle } from '@web/lib/when-idle.ts';
import type { PlaceAutocomplete } from '../../search/components/place-autocomplete.tsx';
import { placeFromText, type PlaceValue } from '../../search/utils/place.ts';

type Autocomplete = typeof PlaceAutocomplete;

let loading: Promise<Autocomplete> | null = null;

/** The shared place autocomplete, its texts and the class merger its parts may need, fetched once. */
function loadAutocomplete(): Promise<Autocomplete> {
  loading ??= Promise.all([
    import('../../search/components/place-autocomplete.tsx'),
    i18n.loadNamespaces('search'),
    loadClassMerger(),
  ]).then(([module]) => module.PlaceAutocomplete);
  return loading;
}

type Props = {
  name: string;
  value: PlaceValue;
  onChange: (place: PlaceValue) => void;
  placeholder?: string;
  /** Set by <Field>. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * A home flight place field. The prerendered page has a plain text input (a GET form field that
 * works before the app runs); on first use or once the hydrated page is idle, the city-or-airport
 * autocomplete of the flights page replaces it, keeping the text, the focus and the id its label points at (a
 * hydrated page keeps the prerendered ids, which may differ from the ids of a client render).
 */
export function HomePlaceField({ id, name, value, onChange, placeholder, ...aria }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<{ Autocomplete: Autocomplete; id: string | undefined; focused: boolean } | null>(
    null,
  );

  // Fetched on the first focus or pointer over the field, else once the hydrated page is idle.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  useEffect(() => (wanted ? undefined : whenIdle(want)), [wanted]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadAutocomplete().then((Autocomplete) => {
      if (!live) return;
      const plain = input.current;
      setLoaded({ Autocomplete, id: plain?.id || id, focused: plain !== null && document.activeElement === plain });
    });
    return () => {
      live = false;
    };
  }, [id, wanted]);

  useEffect(() => {
    if (!loaded?.focused || !loaded.id) return;
    const field = document.getElementById(loaded.id);
    if (field instanceof HTMLInputElement) {
      field.focus();
      field.setSelectionRange(field.value.length, field.value.length);
    }
  }, [loaded]);

  if (loaded) {
    const { Autocomplete } = loaded;
    return (
      <Autocomplete
        id={loaded.id}
        name={name}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        allAirports
        {...aria}
      />
    );
  }
  return (
    <Input
      ref={input}
      id={id}
      name={name}
      autoComplete="off"
      value={value.label}
      placeholder={placeholder}
      onChange={(event) => onChange(placeFromText(event.target.value))}
      onFocus={want}
      onPointerEnter={want}
      {...aria}
    />
  );
}
