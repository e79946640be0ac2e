import { useTranslation } from 'react-i18next';
import type { RideCityDetail } from '@escazo/contracts/rides';
import type { RideShortcutLabel } from '@escazo/contracts/ride-options';
import { cn } from '@escazo/ui/utils';

type Props = {
  labels: readonly RideShortcutLabel[];
  city: RideCityDetail | undefined;
  /** The place currently picked in the field, to mark its chip. */
  pickedId: string | null;
  onPick: (placeId: string, label: RideShortcutLabel) => void;
  label: string;
};

/** Popular locations under a place field; a location the city lacks is disabled and says why. */
export function ShortcutChips({ labels, city, pickedId, onPick, label }: Props) {
  const { t } = useTranslation('rides');
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {labels.map((shortcut) => {
        const placeId = city?.shortcuts.find((s) => s.label === shortcut)?.placeId ?? null;
        const text = t(`shortcuts.${shortcut}`);
        const missing = city !== undefined && placeId === null;
        return (
          <button
            key={shortcut}
            type="button"
            disabled={!placeId}
            aria-pressed={placeId !== null && placeId === pickedId}
            title={missing ? t('book.shortcutMissing', { city: city.name, label: text }) : undefined}
            onClick={() => placeId && onPick(placeId, shortcut)}
            className={cn(
              'rounded-full border px-3 py-1 text-xs font-semibold transition-colors duration-150',
              'border-slate-300 bg-white text-slate-800 hover:border-primary-600 hover:text-primary-800',
              'aria-pressed:border-primary-700 aria-pressed:bg-primary-50 aria-pressed:text-primary-800',
              'disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-500',
            )}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}
