import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from '@escazo/contracts/admin';
import { contactDepartments, type ContactDepartment } from '@escazo/contracts/contact';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Input, Select } from '@escazo/ui/input';
import type { MessagesFilter } from './messages-api.ts';

/** Search (on submit), department and status (on change). */
export function MessagesFilters({
  filter,
  onChange,
}: {
  filter: MessagesFilter;
  onChange: (filter: MessagesFilter) => void;
}) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState(filter.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, q: q.trim() || undefined });
  };

  return (
    <form
      role="search"
      aria-label={t('messages.filtersLabel')}
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_13rem_11rem_auto] lg:items-end"
    >
      <Field label={t('messages.search')}>
        <Input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('messages.searchPlaceholder')}
        />
      </Field>
      <Field label={t('messages.department')}>
        <Select
          value={filter.department ?? ''}
          onChange={(e) =>
            onChange({ ...filter, department: (e.target.value || undefined) as ContactDepartment | undefined })
          }
        >
          <option value="">{t('messages.allDepartments')}</option>
          {contactDepartments.map((d) => (
            <option key={d} value={d}>
              {t(`messages.departments.${d}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('messages.status')}>
        <Select
          value={filter.status ?? ''}
          onChange={(e) =>
            onChange({ ...filter, status: (e.target.value || undefined) as ContactMessageStatus | undefined })
          }
        >
          <option value="">{t('messages.allStatuses')}</option>
          {CONTACT_MESSAGE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`messages.statuses.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit">
        <Search aria-hidden="true" />
        {t('messages.searchButton')}
      </Button>
    </form>
  );
}
