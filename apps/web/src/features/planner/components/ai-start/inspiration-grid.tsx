import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@escazo/ui/badge';
import { Button } from '@escazo/ui/button';
import { paths } from '@web/config/paths.ts';
import type { InspirationDestination } from '../../utils/inspiration.ts';

/** The eight inspiration destinations: each links to its guide and can be picked for the quick start. */
export function InspirationGrid({
  destinations,
  onSelect,
}: {
  destinations: InspirationDestination[];
  onSelect: (name: string) => void;
}) {
  const { t } = useTranslation('planner');
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="inspiration-grid">
      {destinations.map((d) => (
        <li
          key={d.id}
          className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)]"
        >
          <Link to={paths.blog(d.name)} className="block" tabIndex={-1} aria-hidden="true">
            <img
              src={d.image}
              alt=""
              width={800}
              height={500}
              loading="lazy"
              className="aspect-[8/5] w-full bg-primary-100 object-cover"
            />
          </Link>
          <div className="flex flex-1 flex-col gap-2 p-5">
            <h3 className="text-lg font-bold text-slate-900">
              <Link to={paths.blog(d.name)} className="hover:underline">
                {d.name}
              </Link>
            </h3>
            <p className="text-sm text-slate-600">{d.country}</p>
            <p className="text-sm text-slate-700">{d.description}</p>
            <ul aria-label={t('inspiration.tags', { name: d.name })} className="flex flex-wrap gap-1.5">
              {d.tags.map((tag) => (
                <li key={tag}>
                  <Badge tone="primary">{t(`interests.${tag}`)}</Badge>
                </li>
              ))}
            </ul>
            <div className="mt-auto pt-2">
              <Button variant="outline" size="sm" onClick={() => onSelect(d.name)}>
                {t('inspiration.select', { name: d.name })}
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
