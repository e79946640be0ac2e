import type { Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Combobox } from './combobox.tsx';
import { useInputFocusHandle, type FocusHandle } from './use-input-focus-handle.ts';
import { matchDestinations } from '@web/lib/destination-match.ts';
import { destinationsQueryOptions } from '@web/lib/plan-queries.ts';

type Props = {
  value: string;
  onChange: (name: string) => void;
  /** Called when a destination is chosen from the list (not while typing). */
  onPicked?: (name: string) => void;
  /** Where the page's texts live: `suggestions`, `noMatch`, `listFailed` and `retry` under the prefix. */
  texts: { ns: string; keyPrefix: string };
  name?: string;
  placeholder?: string;
  ref?: Ref<FocusHandle>;
  /** Set by <Field>. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * A destination of the knowledge base (the planner's destination, the budget's must-visit): the
 * list suggests the known ones; a typed name is taken as it is. When the list cannot load, a line
 * says so with Retry (typing still works).
 */
export function DestinationField({ value, onChange, onPicked, texts, ref, ...rest }: Props) {
  const { t } = useTranslation(texts.ns, { keyPrefix: texts.keyPrefix });
  const wrapper = useInputFocusHandle(ref);
  const destinations = useQuery(destinationsQueryOptions());
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
        emptyText={destinations.isError ? t('listFailed') : t('noMatch')}
        listLabel={t('suggestions')}
        {...rest}
      />
      {destinations.isError ? (
        <p className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {t('listFailed')}
          <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void destinations.refetch()}>
            {t('retry')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
