import { useTranslation } from 'react-i18next';
import {
  Baby,
  Gem,
  Landmark,
  Leaf,
  Mountain,
  PiggyBank,
  ShoppingBag,
  Sun,
  Umbrella,
  UtensilsCrossed,
} from 'lucide-react';
import { BUDGET_PREFERENCES, type BudgetPreference } from '@escazo/contracts/budget';
import { cn } from '@escazo/ui/utils';

const icons: Record<BudgetPreference, typeof Sun> = {
  beach: Umbrella,
  adventure: Mountain,
  cultural: Landmark,
  nature: Leaf,
  food: UtensilsCrossed,
  luxury: Gem,
  budget: PiggyBank,
  family: Baby,
  relaxation: Sun,
  shopping: ShoppingBag,
};

type Props = { value: readonly BudgetPreference[]; onChange: (value: BudgetPreference[]) => void };

/** The ten preferences as on/off chips (aria-pressed); the list keeps the documented order. */
export function PreferenceChips({ value, onChange }: Props) {
  const { t } = useTranslation('budget');
  const toggle = (preference: BudgetPreference) =>
    onChange(
      value.includes(preference)
        ? value.filter((p) => p !== preference)
        : BUDGET_PREFERENCES.filter((p) => p === preference || value.includes(p)),
    );
  return (
    <ul className="flex flex-wrap gap-2">
      {BUDGET_PREFERENCES.map((preference) => {
        const Icon = icons[preference];
        const pressed = value.includes(preference);
        return (
          <li key={preference}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => toggle(preference)}
              className={cn(
                'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors duration-150 [&_svg]:size-4',
                pressed
                  ? 'border-primary-700 bg-primary-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              <Icon aria-hidden="true" />
              {t(`preferences.${preference}`)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
