import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Apple, Play } from 'lucide-react';
import { cn } from '@escazo/ui/utils';
import { paths } from '@web/config/paths.ts';

/** App store buttons; they lead to our download page for that platform. */
export function StoreBadges({ className }: { className?: string }) {
  const { t } = useTranslation();
  const badge =
    'flex items-center gap-2 rounded-xl border border-white/20 bg-black px-3 py-2 text-sm font-semibold text-white hover:border-white/50';
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Link to={paths.downloadFor('ios')} className={badge}>
        <Apple className="size-5" aria-hidden="true" />
        {t('footer.appStore')}
      </Link>
      <Link to={paths.downloadFor('android')} className={badge}>
        <Play className="size-5" aria-hidden="true" />
        {t('footer.googlePlay')}
      </Link>
    </div>
  );
}
