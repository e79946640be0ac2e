import { useTranslation } from 'react-i18next';
import { Apple, Play } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import type { DownloadPlatform } from '../utils/download-platform.ts';
import { storeLinks } from '../utils/marketing-links.ts';

/** Store buttons; the visitor's platform comes first and gets the strong style. */
export function StoreButtons({ platform }: { platform: DownloadPlatform }) {
  const { t } = useTranslation('marketing');
  const apple = (
    <Button key="ios" asChild size="lg" variant={platform === 'android' ? 'outline' : 'primary'}>
      <a href={storeLinks.appStore}>
        <Apple aria-hidden="true" />
        {t('download.appStore')}
      </a>
    </Button>
  );
  const google = (
    <Button key="android" asChild size="lg" variant={platform === 'ios' ? 'outline' : 'primary'}>
      <a href={storeLinks.googlePlay}>
        <Play aria-hidden="true" />
        {t('download.googlePlay')}
      </a>
    </Button>
  );
  return <div className="flex flex-wrap gap-3">{platform === 'android' ? [google, apple] : [apple, google]}</div>;
}
