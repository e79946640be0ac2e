import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@escazo/ui/button';

type Props = { page: number; pageCount: number; onPage: (page: number) => void; label?: string };

/** Previous / page n of m / Next; hidden when everything fits on one page. */
export function Pagination({ page, pageCount, onPage, label }: Props) {
  const { t } = useTranslation('search');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label ?? t('pagination.label')} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {t('pagination.previous')}
      </Button>
      <p className="text-sm text-slate-700" aria-current="page">
        {t('pagination.status', { page, pageCount })}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
