import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dealSorts, type DealSort } from '@escazo/contracts/deals';
import { Select } from '@escazo/ui/input';

/** 'Sort by': Most Popular, Lowest Price, Biggest Discount; applies at once. */
export function DealsSort({ value, onChange }: { value: DealSort; onChange: (sort: DealSort) => void }) {
  const { t } = useTranslation('deals');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-800">
        {t('sort.label')}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as DealSort)} className="h-10 w-auto">
        {dealSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
