import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { Container } from '@escazo/ui/container';
import { NotFound } from '@web/components/errors/not-found.tsx';
import { DownloadQr } from '@web/features/marketing/components/download-qr.tsx';
import { StoreButtons } from '@web/features/marketing/components/store-buttons.tsx';
import { downloadPlatform, type DownloadPlatform } from '@web/features/marketing/utils/download-platform.ts';
import { paths } from '@web/config/paths.ts';

const otherPages: Record<DownloadPlatform, Array<{ to: string; key: string }>> = {
  ios: [
    { to: paths.downloadFor('android'), key: 'forAndroid' },
    { to: paths.download, key: 'allPlatforms' },
  ],
  android: [
    { to: paths.downloadFor('ios'), key: 'forIos' },
    { to: paths.download, key: 'allPlatforms' },
  ],
  other: [
    { to: paths.downloadFor('ios'), key: 'forIos' },
    { to: paths.downloadFor('android'), key: 'forAndroid' },
  ],
};

/** /download, /download/ios and /download/android; any other platform is not a page. */
export default function DownloadPage() {
  const { t } = useTranslation('marketing');
  const platform = downloadPlatform(useParams().platform);
  if (!platform) return <NotFound />;
  const features = t('download.features', { returnObjects: true }) as string[];
  return (
    <div className="bg-gradient-to-b from-primary-50 to-white">
      <Container className="grid items-start gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_auto]">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t(`download.title.${platform}`)}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t(`download.lead.${platform}`)}</p>
          <div className="mt-8">
            <StoreButtons platform={platform} />
          </div>
          <h2 className="mt-12 text-lg font-bold text-slate-900">{t('download.featuresTitle')}</h2>
          <ul className="mt-4 space-y-3">
            {features.map((f) => (
              <li key={f} className="flex gap-3 text-slate-800">
                <Check className="mt-0.5 size-5 shrink-0 text-success-600" aria-hidden="true" />
                {f}
              </li>
            ))}
          </ul>
          <nav aria-label={t('download.otherPlatforms')} className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {otherPages[platform].map((p) => (
              <Link key={p.key} to={p.to} className="font-semibold text-primary-700 underline-offset-4 hover:underline">
                {t(`download.${p.key}`)}
              </Link>
            ))}
          </nav>
        </div>
        <DownloadQr platform={platform} />
      </Container>
    </div>
  );
}
