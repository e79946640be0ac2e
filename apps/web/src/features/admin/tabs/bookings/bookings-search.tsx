import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';

/** Search by confirmation code, e-mail or name (on submit); empty lists every booking. */
export function BookingsSearch({ q, onSearch }: { q: string | undefined; onSearch: (q: string | undefined) => void }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    <form
      role="search"
      aria-label={t('bookings.filtersLabel')}
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <Field label={t('bookings.search')}>
        <Input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('bookings.searchPlaceholder')}
        />
      </Field>
      <Button type="submit">
        <Search aria-hidden="true" />
        {t('bookings.searchButton')}
      </Button>
    </form>
  );
}
