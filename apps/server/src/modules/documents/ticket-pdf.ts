import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { documentName, type BookingDocumentView } from './booking-document-view.ts';
import { formatMoney } from '@escazo/contracts/money-format';
import { formatMoment } from './format.ts';
import { A4, INK, MARGIN, MUTED, PdfWriter } from './pdf-writer.ts';
import { drawQrCode } from './qr-code.ts';
import { drawableText } from './win-ansi.ts';
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

/**
 * The booking's e-ticket (flights) or voucher (everything else) as a PDF: the Escazo name, the
 * confirmation code large, the QR code of the manage URL, the trip, travellers, details and total.
 * Only the standard fonts, so nothing is embedded or fetched.
 */
export async function ticketPdf(view: BookingDocumentView): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const name = documentName(view.type);
  doc.setTitle(drawableText(regular, `Escazo ${name} ${view.confirmationCode}`));
  doc.setSubject(drawableText(regular, view.title));
  doc.setProducer('Escazo');
  doc.setCreator('Escazo');

  const out = new PdfWriter(doc);
  const beside = A4.width - 2 * MARGIN - QR_SIZE - 16;
  drawQrCode(out.page, view.manageUrl, A4.width - MARGIN - QR_SIZE, A4.height - MARGIN - QR_SIZE, QR_SIZE);

  out.text('Escazo', { font: bold, size: 26, color: BRAND, gap: 10 }, beside);
  out.text(name, { font: regular, size: 12, color: MUTED, gap: 14 }, beside);
  out.text('Confirmation code', { font: regular, size: 10, color: MUTED }, beside);
  out.text(view.confirmationCode, { font: bold, size: 34, gap: 12 }, beside);
  out.text(
    'Scan the code or open the link below to manage your booking.',
    { font: regular, size: 9, color: MUTED },
    beside,
  );
  out.y = Math.min(out.y, A4.height - MARGIN - QR_SIZE - 8);

  out.rule();
  out.text(view.title, { font: bold, size: 16, gap: 6 });
  out.text(view.destination, { font: regular, size: 11, color: MUTED, gap: 10 });
  field(out, 'From', formatMoment(view.start));
  field(out, 'To', formatMoment(view.end));

  out.rule();
  out.text(view.travellers.length === 1 ? 'Traveller' : 'Travellers', { font: bold, size: 11, gap: 6 });
  for (const traveller of view.travellers) out.text(traveller, { font: regular, size: 11, indent: 12 });

  if (view.lines.length > 0) {
    out.rule();
    out.text('Details', { font: bold, size: 11, gap: 6 });
    for (const line of view.lines) field(out, line.label, line.value);
  }

  out.rule();
  field(out, 'Total paid', formatMoney(view.total));
  out.space(8);
  out.text('Manage your booking', { font: bold, size: 10, gap: 2 });
  out.text(view.manageUrl, { font: regular, size: 9, color: BRAND });

  return doc.save();

  function field(writer: PdfWriter, label: string, value: string) {
    writer.text(`${label}: ${value}`, { font: regular, size: 11, color: INK });
  }
}
