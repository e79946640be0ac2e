import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { pageWindow } from '../utils/page-window.ts';

type Props = { page: number; pageCount: number; onPage: (page: number) => void };

/** Previous, the page numbers (the current one marked), Next; hidden when one page holds everything. */
export function DealsPagination({ page, pageCount, onPage }: Props) {
  const { t } = useTranslation('deals');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-center gap-2 pt-4">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        {t('pagination.previous')}
      </Button>
      <ul className="flex flex-wrap items-center gap-1">
        {pageWindow(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Button
                variant={n === page ? 'primary' : 'ghost'}
                size="sm"
                className="min-w-9 px-3"
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: n })}
                onClick={() => onPage(n)}
              >
                {n}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
