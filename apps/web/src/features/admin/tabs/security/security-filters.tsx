import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import {
  KNOWN_SECURITY_ACTIONS,
  RISK_LEVELS,
  securityEventFiltersSchema,
  type SecurityEventFilters,
} from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { DateInput, Select } from '@escazo/ui/input';
import { translateValidation } from '@web/lib/i18n.ts';

type Draft = { risk: string; action: string; from: string; to: string };

const toDraft = (f: SecurityEventFilters): Draft => ({
  risk: f.risk ?? '',
  action: f.action ?? '',
  from: f.from ?? '',
  to: f.to ?? '',
});

/** Risk, action and a date range, applied together and checked with the server's schema; the user filter is set from the table. */
export function SecurityFilters({
  filters,
  userLabel,
  onChange,
}: {
  filters: SecurityEventFilters;
  userLabel: string | null;
  onChange: (filters: SecurityEventFilters) => void;
}) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<Draft>(() => toDraft(filters));
  const [rangeError, setRangeError] = useState<string | undefined>();
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = securityEventFiltersSchema.safeParse({
      risk: draft.risk || undefined,
      action: draft.action || undefined,
      userId: filters.userId,
      from: draft.from || undefined,
      to: draft.to || undefined,
    });
    if (!parsed.success) {
      setRangeError(translateValidation(parsed.error.issues[0]?.message));
      return;
    }
    setRangeError(undefined);
    onChange(parsed.data);
  };
  const reset = () => {
    setDraft(toDraft({}));
    setRangeError(undefined);
    onChange({});
  };

  return (
    <form
      role="search"
      aria-label={t('security.filtersLabel')}
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t('security.risk')}>
          <Select value={draft.risk} onChange={set('risk')}>
            <option value="">{t('security.allRisks')}</option>
            {RISK_LEVELS.map((r) => (
              <option key={r} value={r}>
                {t(`security.risks.${r}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('security.action')}>
          <Select value={draft.action} onChange={set('action')}>
            <option value="">{t('security.allActions')}</option>
            {KNOWN_SECURITY_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('security.from')}>
          <DateInput value={draft.from} onChange={set('from')} />
        </Field>
        <Field label={t('security.to')} error={rangeError}>
          <DateInput value={draft.to} onChange={set('to')} />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm">
          {t('security.apply')}
        </Button>
        <Button variant="ghost" size="sm" onClick={reset}>
          {t('security.reset')}
        </Button>
        {filters.userId ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onChange({ ...filters, userId: undefined })}
            aria-label={t('security.clearUser', { user: userLabel ?? '' })}
          >
            {t('security.userChip', { user: userLabel ?? '' })}
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </form>
  );
}
