import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import {
  documentName,
  routeText,
  type BookingDocumentView,
  type DocumentCancellation,
  type DocumentFlightLeg,
} from './booking-document-view.ts';
import { formatMoney } from '@escazo/contracts/money-format';
import { embedTextFonts } from './fonts.ts';
import { formatDay, formatMoment } from './format.ts';
import { A4, INK, MARGIN, MUTED, PdfWriter } from './pdf-writer.ts';
import { drawQrCode } from './qr-code.ts';
import { cpuTask } from '../cpu-pool/public.ts';

const QR_SIZE = 132;

/** The weighted cost of drawing a PDF (a 5-day budget plan for 2 is 17 points). */
export const PDF_COST = 5;

/** `ticketPdf` in the CPU pool (pdf-task.ts). */
export const ticketPdfTask = cpuTask<BookingDocumentView, Uint8Array>(
  new URL('./pdf-task.ts', import.meta.url),
  'ticketPdf',
);
const BRAND = rgb(0.05, 0.35, 0.75);
const ALERT = rgb(0.7, 0.1, 0.1);

type Fonts = { regular: PDFFont; bold: PDFFont };

/**
 * The booking's e-ticket (flights), voucher (everything else) or, once cancelled, its cancellation
 * confirmation, as a PDF: the Escazo name, the confirmation code large, the QR code of the manage
 * URL, the trip (each flight with its local times), travellers, details and total. Text is drawn
 * in an embedded Unicode font (Latin and Japanese), subset to the glyphs the document uses.
 */
export async function ticketPdf(view: BookingDocumentView): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedTextFonts(doc);
  const { regular, bold } = fonts;
  const name = documentName(view);
  doc.setTitle(`Escazo ${name} ${view.confirmationCode}`);
  doc.setSubject(view.title);
  doc.setProducer('Escazo');
  doc.setCreator('Escazo');

  const out = new PdfWriter(doc);
  const beside = A4.width - 2 * MARGIN - QR_SIZE - 16;
  drawQrCode(out.page, view.manageUrl, A4.width - MARGIN - QR_SIZE, A4.height - MARGIN - QR_SIZE, QR_SIZE);

  out.text('Escazo', { font: bold, size: 26, color: BRAND, gap: 10 }, beside);
  out.text(name, { font: regular, size: 12, color: view.cancellation ? ALERT : MUTED, gap: 14 }, beside);
  out.text('Confirmation code', { font: regular, size: 10, color: MUTED }, beside);
  out.text(view.confirmationCode, { font: bold, size: 34, gap: 12 }, beside);
  out.text(
    'Scan the code or open the link below to manage your booking.',
    { font: regular, size: 9, color: MUTED },
    beside,
  );
  out.y = Math.min(out.y, A4.height - MARGIN - QR_SIZE - 8);

  if (view.cancellation) cancellationSection(out, fonts, view.cancellation);

  out.rule();
  out.text(view.title, { font: bold, size: 16, gap: 6 });
  out.text(view.destination, { font: regular, size: 11, color: MUTED, gap: 10 });
  if (view.legs.length === 0) {
    field(out, fonts, 'From', formatMoment(view.start));
    field(out, fonts, 'To', formatMoment(view.end));
  }
  for (const leg of view.legs) flightSection(out, fonts, leg);

  out.rule();
  out.text(view.travellers.length === 1 ? 'Traveller' : 'Travellers', { font: bold, size: 11, gap: 6 });
  for (const traveller of view.travellers) out.text(traveller, { font: regular, size: 11, indent: 12 });

  if (view.lines.length > 0) {
    out.rule();
    out.text('Details', { font: bold, size: 11, gap: 6 });
    for (const line of view.lines) field(out, fonts, line.label, line.value);
  }

  out.rule();
  field(out, fonts, 'Total paid', formatMoney(view.total));
  out.space(8);
  out.text('Manage your booking', { font: bold, size: 10, gap: 2 });
  out.text(view.manageUrl, { font: regular, size: 9, color: BRAND });

  return doc.save();
}

function field(out: PdfWriter, { regular }: Fonts, label: string, value: string) {
  out.text(`${label}: ${value}`, { font: regular, size: 11, color: INK });
}

/** One flight: its route by airport, flight number and airline, then departure and arrival in each airport's local time. */
function flightSection(out: PdfWriter, fonts: Fonts, leg: DocumentFlightLeg) {
  out.space(4);
  out.text(routeText(leg), { font: fonts.bold, size: 12, gap: 4 });
  out.text([leg.flightNumber, leg.airline].filter(Boolean).join(' · '), {
    font: fonts.regular,
    size: 10,
    color: MUTED,
    gap: 4,
  });
  field(out, fonts, `Departs ${leg.from.code}`, formatMoment(leg.departure));
  field(out, fonts, `Arrives ${leg.to.code}`, formatMoment(leg.arrival));
}

/** That the booking is cancelled, when, and what was refunded. */
function cancellationSection(out: PdfWriter, fonts: Fonts, cancellation: DocumentCancellation) {
  out.rule();
  out.text('This booking is cancelled.', { font: fonts.bold, size: 14, color: ALERT, gap: 6 });
  field(out, fonts, 'Cancelled on', formatDay(cancellation.cancelledOn));
  field(
    out,
    fonts,
    'Refund',
    cancellation.refundedOn
      ? `${formatMoney(cancellation.refund)}, issued on ${formatDay(cancellation.refundedOn)}`
      : "none (the booking's cancellation policy refunds nothing)",
  );
}
