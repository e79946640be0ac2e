import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { CURRENCIES, LANGUAGES, type Preferences } from '@escazo/contracts/account';
import { Badge } from '@escazo/ui/badge';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Select } from '@escazo/ui/input';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useUpdatePreferences } from '@web/lib/preferences/use-update-preferences.ts';
import { SwitchField } from './switch-field.tsx';

type Account = Preferences['account'];
const switches = ['receivePromotions', 'travelAlerts', 'priceDropAlerts'] as const;

/** Currency, language, the three alert switches, and the two-factor status (changed in Security). */
export function PreferencesForm({
  preferences,
  onOpenSecurity,
}: {
  preferences: Preferences;
  onOpenSecurity: () => void;
}) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<Account>(preferences.account);
  const update = useUpdatePreferences();
  const set = <K extends keyof Account>(key: K, value: Account[K]) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { account: values },
      {
        onSuccess: () => toast.success(t('toasts.preferencesSaved'), { duration: 3000 }),
        onError: (err) =>
          toast.error(t('toasts.saveFailed'), { description: err instanceof ApiError ? err.message : undefined }),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={t('preferences.title')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('preferences.currency')}>
          <Select value={values.currency} onChange={(e) => set('currency', e.target.value as Account['currency'])}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('preferences.language')}>
          <Select value={values.language} onChange={(e) => set('language', e.target.value as Account['language'])}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`languages.${l}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{t('preferences.communication')}</legend>
        <div className="mt-1 divide-y divide-slate-200">
          {switches.map((key) => (
            <SwitchField
              key={key}
              label={t(`preferences.${key}`)}
              description={t(`preferences.${key}Hint`)}
              checked={values[key]}
              onCheckedChange={(checked) => set(key, checked)}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4">
        <div className="flex items-center gap-3">
          {preferences.twoFactorAuth ? (
            <ShieldCheck className="size-5 text-success-600" aria-hidden="true" />
          ) : (
            <ShieldOff className="size-5 text-slate-500" aria-hidden="true" />
          )}
          <div>
            <p className="text-sm font-semibold text-slate-900">{t('preferences.twoFactor')}</p>
            <Badge tone={preferences.twoFactorAuth ? 'success' : 'neutral'}>
              {preferences.twoFactorAuth ? t('preferences.twoFactorOn') : t('preferences.twoFactorOff')}
            </Badge>
          </div>
        </div>
        <Button variant="outline" size="sm" onClick={onOpenSecurity}>
          {t('preferences.manageTwoFactor')}
        </Button>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('saving') : t('preferences.save')}
        </Button>
      </div>
    </form>
  );
}
