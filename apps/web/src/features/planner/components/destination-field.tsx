import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Combobox } from '../../../components/forms/combobox.tsx';
import { useDestinations } from '../api/destinations.ts';
import { useInputFocusHandle, type FocusHandle } from '../../../components/forms/use-input-focus-handle.ts';
import { matchDestinations } from '../../../lib/destination-match.ts';

type Props = {
  value: string;
  onChange: (name: string) => void;
  /** Called when a destination is chosen from the list (not while typing). */
  onPicked?: (name: string) => void;
  name?: string;
  placeholder?: string;
  ref?: Ref<FocusHandle>;
  /** Set by <Field>. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * The destination: a list of the destinations the planner knows; a typed name is taken as it is.
 * When the list cannot load, a line says so with Retry (typing still works).
 */
export function DestinationField({ value, onChange, onPicked, name, placeholder, ref, ...rest }: Props) {
  const { t } = useTranslation('planner');
  const wrapper = useInputFocusHandle(ref);
  const destinations = useDestinations();
  const items = matchDestinations(destinations.data ?? [], value).map((d) => ({
    id: d.id,
    label: d.name,
    sublabel: d.country,
    icon: <MapPin />,
  }));
  return (
    <div ref={wrapper}>
      <Combobox
        text={value}
        onTextChange={onChange}
        onPick={(item) => {
          onChange(item.label);
          onPicked?.(item.label);
        }}
        items={items}
        busy={destinations.isPending}
        emptyText={destinations.isError ? t('destination.listFailed') : t('destination.noMatch')}
        listLabel={t('destination.suggestions')}
        placeholder={placeholder}
        name={name}
        {...rest}
      />
      {destinations.isError ? (
        <p className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {t('destination.listFailed')}
          <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void destinations.refetch()}>
            {t('destination.retry')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
