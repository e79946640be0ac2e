// What other modules may use of the documents module.
export type { BookingDocumentType, BookingDocumentView, DocumentMoment } from './booking-document-view.ts';
export { ticketPdf } from './ticket-pdf.ts';
export { calendarIcs } from './calendar-ics.ts';
export { formatMoney } from './format.ts';
