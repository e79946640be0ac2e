import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, Download, FileText } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@escazo/ui/dropdown-menu';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { downloadFile } from '@web/lib/download-file.ts';

/** A file name from the trip's name: 'Paris in June' → 'paris-in-june'. */
const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'itinerary';

/**
 * Export: the itinerary as a PDF or a calendar file. Each is fetched first and then saved, so the
 * toast reports a download that really started. While one downloads the button stays where the
 * keyboard is (it only says so) and the menu's choices wait.
 */
export function ExportMenu({ basePath, name }: { basePath: string; name: string }) {
  const { t } = useTranslation('itinerary');
  const [busy, setBusy] = useState(false);
  const save = (kind: 'pdf' | 'ics') => {
    setBusy(true);
    downloadFile(`${basePath}/itinerary.${kind}`, `${slug(name)}.${kind}`)
      .then(
        () => toast.success(kind === 'pdf' ? t('export.pdfDone') : t('export.icsDone')),
        (err: unknown) =>
          toast.error(t('export.failed'), { description: err instanceof ApiError ? err.message : undefined }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" aria-busy={busy}>
          <Download aria-hidden="true" />
          {busy ? t('export.exporting') : t('export.button')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem disabled={busy} onSelect={() => save('pdf')}>
          <FileText aria-hidden="true" />
          {t('export.pdf')}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={busy} onSelect={() => save('ics')}>
          <CalendarPlus aria-hidden="true" />
          {t('export.ics')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
