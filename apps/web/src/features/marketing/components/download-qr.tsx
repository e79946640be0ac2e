import { useTranslation } from 'react-i18next';
import { downloadQrPath, type DownloadPlatform } from '../utils/download-platform.ts';

/** A real QR code of this platform's download page, drawn by the server for its own address. */
export function DownloadQr({ platform }: { platform: DownloadPlatform }) {
  const { t } = useTranslation('marketing');
  return (
    <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 text-center shadow-[var(--shadow-card)]">
      <h2 className="text-lg font-bold text-slate-900">{t('download.qrTitle')}</h2>
      <img
        src={downloadQrPath(platform)}
        width={240}
        height={240}
        alt={t(`download.qrAlt.${platform}`)}
        className="mt-4 size-48 sm:size-60"
      />
      <p className="mt-4 max-w-60 text-sm text-slate-700">{t('download.qrText')}</p>
    </div>
  );
}
