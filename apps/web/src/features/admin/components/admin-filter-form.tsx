import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Input, Select } from '@escazo/ui/input';
import { cn } from '@escazo/ui/utils';

/** A list filter with its choices; the empty choice (its `allLabel`) clears it. */
export type FilterSelect<F> = {
  name: Exclude<keyof F & string, 'q'>;
  label: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
};

type Props<F extends { q?: string }> = {
  /** The admin texts' section: `filtersLabel`, `search`, `searchPlaceholder` and `searchButton` under it. */
  section: 'bookings' | 'drivers' | 'messages' | 'users';
  filter: F;
  onChange: (filter: F) => void;
  selects?: readonly FilterSelect<F>[];
};

const columns = [
  'sm:grid-cols-[1fr_auto]',
  'sm:grid-cols-2 lg:grid-cols-[1fr_14rem_auto]',
  'sm:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem_auto]',
];

/** An admin list's filters: the search applies on submit, each select on change. */
export function AdminFilterForm<F extends { q?: string }>({ section, filter, onChange, selects = [] }: Props<F>) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState(filter.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, q: q.trim() || undefined });
  };
  return (
    <form
      role="search"
      aria-label={t(`${section}.filtersLabel`)}
      onSubmit={submit}
      className={cn(
        'grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:items-end',
        columns[Math.min(selects.length, columns.length - 1)],
      )}
    >
      <Field label={t(`${section}.search`)}>
        <Input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t(`${section}.searchPlaceholder`)}
        />
      </Field>
      {selects.map((select) => (
        <Field key={select.name} label={select.label}>
          <Select
            value={String(filter[select.name] ?? '')}
            onChange={(e) => onChange({ ...filter, [select.name]: e.target.value || undefined } as F)}
          >
            <option value="">{select.allLabel}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      ))}
      <Button type="submit">
        <Search aria-hidden="true" />
        {t(`${section}.searchButton`)}
      </Button>
    </form>
  );
}
