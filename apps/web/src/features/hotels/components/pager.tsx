import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';

type Props = { page: number; pageCount: number; onPage: (page: number) => void };

/** Previous / page N of M / Next. */
export function Pager({ page, pageCount, onPage }: Props) {
  const { t } = useTranslation('hotels');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className="flex items-center justify-center gap-4 pt-4">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('pager.previous')}</Button>
      <span className="tabular text-sm text-slate-700">{t('pager.status', { page, count: pageCount })}</span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>{t('pager.next')}</Button>
    </nav>
  );
}
