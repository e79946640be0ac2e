import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { SearchInput } from '@escazo/ui/search-input';

type Props = { value: string; onChange: (value: string) => void };

/** The FAQ search field and its Clear button (filters as you type; Clear returns focus to the field). */
export function FaqSearchBox({ value, onChange }: Props) {
  const { t } = useTranslation('faqs');
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    onChange('');
    input.current?.focus();
  };
  return (
    <form
      role="search"
      aria-label={t('search.label')}
      onSubmit={(e) => e.preventDefault()}
      className="flex items-end gap-2"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="faq-search" className="mb-1.5 block text-sm font-semibold text-slate-900">
          {t('search.label')}
        </label>
        <SearchInput
          ref={input}
          id="faq-search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t('search.placeholder')}
          className="[&::-webkit-search-cancel-button]:hidden"
        />
      </div>
      <Button variant="outline" onClick={clear} disabled={value === ''}>
        {t('search.clear')}
      </Button>
    </form>
  );
}
