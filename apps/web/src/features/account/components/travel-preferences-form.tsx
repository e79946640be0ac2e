import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCOMMODATIONS,
  BUDGETS,
  INTERESTS,
  TRANSPORTATION,
  TRAVEL_PACES,
  TRAVEL_STYLES,
  type TravelPreferences,
} from '@escazo/contracts/account';
import { Button } from '@escazo/ui/button';
import { cn } from '@escazo/ui/utils';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useUpdatePreferences } from '@web/lib/preferences/use-update-preferences.ts';

type Multi = 'travelStyle' | 'interests';
type Single = 'budget' | 'accommodation' | 'transportation' | 'travelPace';

const groups: readonly { key: Multi | Single; options: readonly string[]; multiple: boolean }[] = [
  { key: 'travelStyle', options: TRAVEL_STYLES, multiple: true },
  { key: 'budget', options: BUDGETS, multiple: false },
  { key: 'accommodation', options: ACCOMMODATIONS, multiple: false },
  { key: 'transportation', options: TRANSPORTATION, multiple: false },
  { key: 'interests', options: INTERESTS, multiple: true },
  { key: 'travelPace', options: TRAVEL_PACES, multiple: false },
];

/**
 * The onboarding's travel questions, editable after it: style, budget, accommodation, getting
 * around, interests and pace. Every choice is optional (picking the selected one again clears it).
 * Saved with the account's preferences, the one place recommendations read them from.
 */
export function TravelPreferencesForm({ travel }: { travel: TravelPreferences }) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<TravelPreferences>(travel);
  const update = useUpdatePreferences();

  const toggle = (key: Multi | Single, option: string, multiple: boolean) =>
    setValues((current) => {
      if (multiple) {
        const list = current[key as Multi] as string[];
        return { ...current, [key]: list.includes(option) ? list.filter((x) => x !== option) : [...list, option] };
      }
      return { ...current, [key]: current[key as Single] === option ? null : option };
    });
  const isChecked = (key: Multi | Single, option: string) => {
    const value = values[key];
    return Array.isArray(value) ? (value as readonly string[]).includes(option) : value === option;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { travel: values },
      {
        onSuccess: () => toast.success(t('toasts.travelSaved'), { duration: 3000 }),
        onError: (err) =>
          toast.error(t('toasts.saveFailed'), { description: err instanceof ApiError ? err.message : undefined }),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={t('summary.title')}>
      {groups.map(({ key, options, multiple }) => (
        <fieldset key={key} className="space-y-2">
          <legend className="text-sm font-semibold text-slate-900">{t(`summary.${key}`)}</legend>
          {multiple ? <p className="text-xs text-slate-600">{t('travelForm.multiHint')}</p> : null}
          <div className="flex flex-wrap gap-2">
            {options.map((option) => {
              const checked = isChecked(key, option);
              return (
                <label
                  key={option}
                  className={cn(
                    'relative inline-flex cursor-pointer items-center rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-600',
                    checked
                      ? 'border-primary-700 bg-primary-50 font-semibold text-primary-900'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400',
                  )}
                >
                  <input
                    type="checkbox"
                    name={key}
                    value={option}
                    checked={checked}
                    onChange={() => toggle(key, option, multiple)}
                    className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
                  />
                  {t(`travel.${key}.${option}`)}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('saving') : t('travelForm.save')}
        </Button>
      </div>
    </form>
  );
}
