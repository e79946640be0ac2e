import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { usePublicSettings } from '@web/lib/public-settings.ts';

/** The site notice set in the admin Settings, above every page; nothing when there is none. */
export function SiteNotice() {
  const { t } = useTranslation();
  const { siteNotice } = usePublicSettings();
  if (!siteNotice) return null;
  return (
    <section
      aria-label={t('siteNotice')}
      className="border-b border-amber-200 bg-amber-50 print:hidden"
      data-testid="site-notice"
    >
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2 text-sm text-amber-950 sm:px-6 lg:px-8">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{siteNotice}</span>
      </p>
    </section>
  );
}
