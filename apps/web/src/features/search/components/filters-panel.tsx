import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';

type Props = { children: ReactNode; onApply: () => void; onReset: () => void; title?: string };

/** The results sidebar's frame: a titled form whose Apply Filters submits and Reset clears. */
export function FiltersPanel({ children, onApply, onReset, title }: Props) {
  const { t } = useTranslation('search');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <Card>
      <CardBody>
        <form onSubmit={submit} noValidate aria-labelledby="filters-title" className="space-y-6">
          <h2 id="filters-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <SlidersHorizontal aria-hidden="true" className="size-5" />
            {title ?? t('filters.title')}
          </h2>
          {children}
          <div className="flex gap-3">
            <Button type="button" variant="outline" className="flex-1" onClick={onReset}>
              {t('filters.reset')}
            </Button>
            <Button type="submit" className="flex-1">
              {t('filters.apply')}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

/**
 * The sidebar landmark. On phones the filters fold behind a 'Filters' button so results come
 * first; from the large breakpoint they always show.
 */
export function CollapsibleFilters({ children }: { children: ReactNode }) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  return (
    <aside aria-label={t('filters.title')} className="space-y-3">
      <Button
        variant="outline"
        className="w-full lg:hidden"
        aria-expanded={open}
        aria-controls="search-filters"
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {t(open ? 'filters.hide' : 'filters.show')}
        <ChevronDown aria-hidden="true" className={open ? 'rotate-180' : undefined} />
      </Button>
      <div id="search-filters" className={open ? undefined : 'hidden lg:block'}>
        {children}
      </div>
    </aside>
  );
}
