import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, Download, FileX } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import type { BookingSummary } from '@escazo/contracts/bookings';
import { ApiError } from '@web/lib/api-client.ts';
import { downloadFile } from '@web/lib/download-file.ts';
import { toast } from '@web/lib/toast.ts';

type Booking = Pick<BookingSummary, 'id' | 'status' | 'confirmationCode'>;
type Document = { key: string; href: string; fileName: string; label: string; Icon: typeof Download; toast?: string };

/** The documents a booking has by its status: ticket and calendar file once paid, the cancellation confirmation once cancelled. */
function useDocuments(booking: Booking): Document[] {
  const { t } = useTranslation('my-bookings');
  const base = `/api/bookings/${encodeURIComponent(booking.id)}`;
  const name = `escazo-${booking.confirmationCode}`;
  if (booking.status === 'cancelled')
    return [
      {
        key: 'cancellation',
        href: `${base}/cancellation.pdf`,
        fileName: `${name}-cancellation.pdf`,
        label: t('detail.downloadCancellation'),
        Icon: FileX,
      },
    ];
  if (booking.status !== 'confirmed' && booking.status !== 'completed') return [];
  return [
    {
      key: 'ticket',
      href: `${base}/ticket.pdf`,
      fileName: `${name}.pdf`,
      label: t('detail.downloadTicket'),
      Icon: Download,
      toast: t('detail.downloadingTicket'),
    },
    {
      key: 'calendar',
      href: `${base}/calendar.ics`,
      fileName: `${name}.ics`,
      label: t('detail.addToCalendar'),
      Icon: CalendarPlus,
    },
  ];
}

/**
 * The booking's documents as download links: fetched first, so a refused or failed download says
 * so in an error toast instead of leaving the browser on an error page or saving nothing.
 */
export function BookingDocumentLinks({ booking, size }: { booking: Booking; size?: 'sm' }) {
  const { t } = useTranslation('my-bookings');
  const documents = useDocuments(booking);
  const download = (document: Document) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (document.toast) toast.success(document.toast);
    downloadFile(document.href, document.fileName).catch((err: unknown) =>
      toast.error(t('detail.downloadFailed', { document: document.label }), {
        description: err instanceof ApiError ? err.message : undefined,
      }),
    );
  };
  return documents.map((document) => (
    <Button key={document.key} asChild variant="outline" size={size}>
      <a href={document.href} download={document.fileName} onClick={download(document)}>
        <document.Icon aria-hidden="true" />
        {document.label}
      </a>
    </Button>
  ));
}

/** The booking page's documents: what the booking has by its status, or when it will have them. */
export function BookingPageDocuments({ booking }: { booking: Booking }) {
  const { t } = useTranslation('my-bookings');
  const pending = booking.status !== 'confirmed' && booking.status !== 'completed' && booking.status !== 'cancelled';
  return (
    <section aria-labelledby="booking-documents" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="booking-documents" className="text-lg font-bold text-slate-900">
        {t('detail.documents')}
      </h2>
      {pending ? (
        <p className="mt-4 text-sm text-slate-700">{t('detail.documentsWhenPaid')}</p>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <BookingDocumentLinks booking={booking} />
        </div>
      )}
    </section>
  );
}
