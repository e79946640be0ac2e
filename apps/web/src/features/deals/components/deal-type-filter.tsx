import { useTranslation } from 'react-i18next';
import { dealTypes, type DealType } from '@escazo/contracts/deals';
import { cn } from '@escazo/ui/utils';

type Props = { value: DealType | undefined; onChange: (type: DealType | undefined) => void };

const options: readonly (DealType | undefined)[] = [undefined, ...dealTypes];

/** All, Flights, Hotels, Packages, Cruises, Car Rentals: one pressed at a time. */
export function DealTypeFilter({ value, onChange }: Props) {
  const { t } = useTranslation('deals');
  return (
    <div role="group" aria-label={t('types.label')} className="flex flex-wrap gap-2">
      {options.map((type) => {
        const pressed = value === type;
        return (
          <button
            key={type ?? 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(type)}
            className={cn(
              'inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
              pressed
                ? 'border-primary-700 bg-primary-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {t(type ? `types.${type}` : 'types.all')}
          </button>
        );
      })}
    </div>
  );
}
