import type { Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Combobox } from '../../../components/forms/combobox.tsx';
import { useInputFocusHandle, type FocusHandle } from '../../../components/forms/use-input-focus-handle.ts';
import { matchDestinations } from '../../../lib/destination-match.ts';
import { destinationsQueryOptions } from '../../../lib/plan-queries.ts';

type Props = {
  value: string;
  onChange: (name: string) => void;
  name?: string;
  placeholder?: string;
  ref?: Ref<FocusHandle>;
  /** Set by <Field>. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * The one must-visit destination, suggested from the knowledge base; a typed name is taken as it
 * is. When the list cannot load, a line says so with Retry (typing still works).
 */
export function MustVisitField({ value, onChange, ref, ...rest }: Props) {
  const { t } = useTranslation('budget');
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
        onPick={(item) => onChange(item.label)}
        items={items}
        busy={destinations.isPending}
        emptyText={destinations.isError ? t('form.listFailed') : t('form.noMatch')}
        listLabel={t('form.suggestions')}
        {...rest}
      />
      {destinations.isError ? (
        <p className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {t('form.listFailed')}
          <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void destinations.refetch()}>
            {t('form.retry')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
