import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  travelProfileUpdateSchema,
  type PreferenceChip,
  type PreferenceId,
  type TravelProfileUpdate,
} from '@escazo/contracts/recommendations';
import { Button } from '@escazo/ui/button';
import { cn } from '@escazo/ui/utils';
import { ApiError } from '@web/lib/api-client.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useUpdateTravelProfile } from '../api/travel-profile.ts';

type Form = { interests: PreferenceId[] };
type Props = { chips: PreferenceChip[]; onSaved: () => void; onCancel: () => void };

/** The preference chips as toggle buttons; Save stores them and the recommendations are scored again. */
export function PreferencesForm({ chips, onSaved, onCancel }: Props) {
  const { t } = useTranslation('recommendations');
  const id = useId();
  const update = useUpdateTravelProfile();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Form, unknown, TravelProfileUpdate>({
    resolver: zodResolver(travelProfileUpdateSchema),
    defaultValues: { interests: chips.filter((c) => c.selected).map((c) => c.id) },
  });

  const onSubmit = handleSubmit((values) => {
    if (update.isPending) return;
    update.mutate(values, {
      onSuccess: () => {
        toast.success(t('toasts.preferencesSaved'));
        onSaved();
      },
      onError: (error) => {
        if (applyFieldErrors(error, setError, ['interests'])) return;
        toast.error(error instanceof ApiError ? error.message : t('toasts.errorBody'));
      },
    });
  });

  const error = translateValidation(errors.interests?.message ?? errors.interests?.root?.message);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Controller
        control={control}
        name="interests"
        render={({ field }) => (
          <div
            role="group"
            aria-labelledby={`${id}-label`}
            aria-describedby={error ? `${id}-error` : undefined}
            className="space-y-2"
          >
            <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
              {t('preferences.chipsLabel')}
            </p>
            <div className="flex flex-wrap gap-2">
              {chips.map((chip) => {
                const pressed = field.value.includes(chip.id);
                return (
                  <button
                    key={chip.id}
                    type="button"
                    aria-pressed={pressed}
                    onClick={() =>
                      field.onChange(pressed ? field.value.filter((v) => v !== chip.id) : [...field.value, chip.id])
                    }
                    className={cn(
                      'inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold transition-colors duration-150',
                      pressed
                        ? 'border-primary-700 bg-primary-700 text-white'
                        : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                    )}
                  >
                    {chip.label}
                  </button>
                );
              })}
            </div>
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-danger-600">
                {error}
              </p>
            ) : null}
          </div>
        )}
      />
      <div className="flex justify-end gap-3">
        <Button variant="outline" onClick={onCancel}>
          {t('preferences.cancel')}
        </Button>
        <Button type="submit" aria-disabled={update.isPending}>
          {update.isPending ? t('preferences.saving') : t('preferences.save')}
        </Button>
      </div>
    </form>
  );
}
