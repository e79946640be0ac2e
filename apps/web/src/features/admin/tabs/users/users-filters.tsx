import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { ADMIN_USER_STATUSES, NO_ADMIN_ROLE, type AdminUserStatus } from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Input, Select } from '@escazo/ui/input';
import { useRoleOptions, type UsersFilter } from './users-api.ts';

/** Search by name or e-mail (on submit), status and role (on change). */
export function UsersFilters({ filter, onChange }: { filter: UsersFilter; onChange: (filter: UsersFilter) => void }) {
  const { t } = useTranslation('admin');
  const roles = useRoleOptions();
  const [q, setQ] = useState(filter.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, q: q.trim() || undefined });
  };

  return (
    <form
      role="search"
      aria-label={t('users.filtersLabel')}
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem_auto] lg:items-end"
    >
      <Field label={t('users.search')}>
        <Input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('users.searchPlaceholder')}
        />
      </Field>
      <Field label={t('users.status')}>
        <Select
          value={filter.status ?? ''}
          onChange={(e) =>
            onChange({ ...filter, status: (e.target.value || undefined) as AdminUserStatus | undefined })
          }
        >
          <option value="">{t('users.allStatuses')}</option>
          {ADMIN_USER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`users.statuses.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('users.role')}>
        <Select value={filter.role ?? ''} onChange={(e) => onChange({ ...filter, role: e.target.value || undefined })}>
          <option value="">{t('users.allRoles')}</option>
          <option value={NO_ADMIN_ROLE}>{t('users.ordinaryUser')}</option>
          {(roles.data?.roles ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit">
        <Search aria-hidden="true" />
        {t('users.searchButton')}
      </Button>
    </form>
  );
}
