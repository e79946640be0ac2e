import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@escazo/ui/input';

type Props<T extends string> = { value: T; options: readonly T[]; onChange: (value: T) => void };

/** 'Sort By': applies at once (it re-orders, it does not narrow). Labels: search:sort.<value>. */
export function SortSelect<T extends string>({ value, options, onChange }: Props<T>) {
  const { t } = useTranslation('search');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-800">
        {t('sort.label')}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as T)} className="h-10 w-auto">
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`sort.${option}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
