import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';
import type { BookingDocumentView } from './booking-document-view.ts';

/** A booking document view with overrides (a flight unless told). */
export function documentView(overrides: Partial<BookingDocumentView> = {}): BookingDocumentView {
  return {
    bookingId: '7b0f6c2e-5d1a-4c8e-9f3b-2a6d8e1c4b90',
    confirmationCode: 'ESC7KD4Q',
    type: 'flight',
    title: 'Lisbon (LIS) to New York (JFK)',
    destination: 'New York, United States',
    start: { date: '2030-06-14', time: '10:35', timeZone: 'Europe/Lisbon' },
    end: { date: '2030-06-14', time: '13:20', timeZone: 'America/New_York' },
    travellers: ['Ana Lima', 'Rui Costa'],
    total: { amount: 128_450, currency: 'EUR' },
    lines: [
      { label: 'Flight', value: 'TP 203, Economy' },
      { label: 'Seats', value: '14A, 14B' },
    ],
    manageUrl: 'https://escazo.example/trips/7b0f6c2e-5d1a-4c8e-9f3b-2a6d8e1c4b90',
    ...overrides,
  };
}

/** The content streams of every page of a pdf-lib PDF, inflated, as Latin-1 text. */
export async function pdfContent(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const chunks: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs: PDFObject[] = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const filter = stream.dict.get(PDFName.of('Filter'));
      const raw = filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents);
      chunks.push(raw.toString('latin1'));
    }
  }
  return chunks.join('\n');
}

/** WinAnsi's 0x80-0x9F (the rest is Latin-1); undefined places stay as they are. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = {
  decode: (bytes: Buffer) =>
    [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80]! : String.fromCharCode(b))).join(''),
};

/** The text drawn with the standard fonts: each `<hex> Tj`, decoded from WinAnsi, one per line. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const content = await pdfContent(bytes);
  return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
    .map((m) => winAnsi.decode(Buffer.from(m[1]!, 'hex')))
    .join('\n');
}

/** An unfolded iCalendar file's property lines (continuation lines joined). */
export function icsLines(ics: string): string[] {
  return ics
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter(Boolean);
}
