import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, Download, KeyRound } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { toast } from '@web/lib/toast.ts';
import { recoveryCodesText } from '../utils/recovery-codes-file.ts';

/** The ten recovery codes, shown once: download them as .txt or copy them, then Done. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('two-factor');
  const [text] = useState(() => recoveryCodesText(codes, undefined, new Date()));
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [text]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('codes.copied'), { duration: 3000 });
    } catch {
      toast.error(t('codes.copyFailed'));
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-warning-600" aria-hidden="true" />
        <div className="space-y-1">
          <h3 className="font-semibold text-slate-900">{t('codes.title')}</h3>
          <p className="text-sm text-slate-700">{t('codes.body')}</p>
        </div>
      </div>
      <ol
        aria-label={t('codes.listLabel')}
        className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-white px-3 py-2 text-center tracking-wider shadow-xs">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        {href ? (
          <Button asChild variant="outline">
            <a href={href} download="escazo-recovery-codes.txt">
              <Download aria-hidden="true" />
              {t('codes.download')}
            </a>
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('codes.copy')}
        </Button>
        <Button onClick={onDone}>{t('codes.done')}</Button>
      </div>
    </div>
  );
}
