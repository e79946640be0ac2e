// What other modules may use of the documents module.
export type {
  BookingDocumentType,
  BookingDocumentView,
  DocumentCancellation,
  DocumentFlightLeg,
  DocumentMoment,
} from './booking-document-view.ts';
export { routeText } from './booking-document-view.ts';
export { ticketPdf, ticketPdfTask, PDF_COST } from './ticket-pdf.ts';
export { calendarIcs } from './calendar-ics.ts';
// The itinerary exports (planning module) draw with the same writer, fonts and zone arithmetic.
export { PdfWriter, A4, MARGIN, INK, MUTED } from './pdf-writer.ts';
export { embedTextFonts } from './fonts.ts';
export { isKnownZone, utcToZonedTime, zonedTimeToUtc } from './zoned-time.ts';
