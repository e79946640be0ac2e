import { useTranslation } from 'react-i18next';
import { CalendarPlus, Download } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { toast } from '@web/lib/toast.ts';

/** The ticket (PDF) and the calendar entry (.ics), as plain download links. */
export function BookingPageDocuments({ id }: { id: string }) {
  const { t } = useTranslation('my-bookings');
  const base = `/api/bookings/${encodeURIComponent(id)}`;
  return (
    <section aria-labelledby="booking-documents" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="booking-documents" className="text-lg font-bold text-slate-900">
        {t('detail.documents')}
      </h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={`${base}/ticket.pdf`} download onClick={() => toast.success(t('detail.downloadingTicket'))}>
            <Download aria-hidden="true" />
            {t('detail.downloadTicket')}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={`${base}/calendar.ics`} download>
            <CalendarPlus aria-hidden="true" />
            {t('detail.addToCalendar')}
          </a>
        </Button>
      </div>
    </section>
  );
}
