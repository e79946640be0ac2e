import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFObject, type PDFPage } from 'pdf-lib';
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
    legs: [
      {
        flightNumber: 'TP203',
        airline: 'TAP Air Portugal',
        from: { code: 'LIS', city: 'Lisbon' },
        to: { code: 'JFK', city: 'New York' },
        departure: { date: '2030-06-14', time: '10:35', timeZone: 'Europe/Lisbon' },
        arrival: { date: '2030-06-14', time: '13:20', timeZone: 'America/New_York' },
      },
    ],
    cancellation: null,
    total: { amount: 128_450, currency: 'EUR' },
    lines: [
      { label: 'Cabin', value: 'Economy' },
      { label: 'Seats', value: '14A, 14B' },
    ],
    manageUrl: 'https://escazo.example/trips/7b0f6c2e-5d1a-4c8e-9f3b-2a6d8e1c4b90',
    ...overrides,
  };
}

/** A stream's bytes, inflated when it is compressed. */
function streamBytes(stream: PDFRawStream): Buffer {
  const filter = stream.dict.get(PDFName.of('Filter'));
  return filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents);
}

/** The content streams of a page, inflated, as Latin-1 text. */
function pageContent(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'));
  const refs: PDFObject[] = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return refs
    .map((ref) => doc.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => streamBytes(stream).toString('latin1'))
    .join('\n');
}

/** The content streams of every page of a pdf-lib PDF, inflated, as Latin-1 text. */
export async function pdfContent(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  return doc
    .getPages()
    .map((page) => pageContent(doc, page))
    .join('\n');
}

/** WinAnsi's 0x80-0x9F (the rest is Latin-1); undefined places stay as they are. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (hex: string) =>
  [...Buffer.from(hex, 'hex')]
    .map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80]! : String.fromCharCode(b)))
    .join('');

/** An embedded font's glyph ids (4 hex digits) to text, from its ToUnicode map. */
function toUnicode(doc: PDFDocument, font: PDFDict): ((hex: string) => string) | null {
  const map = doc.context.lookup(font.get(PDFName.of('ToUnicode')));
  if (!(map instanceof PDFRawStream)) return null;
  const glyphs = new Map<string, string>();
  for (const [, id, utf16] of streamBytes(map)
    .toString('latin1')
    .matchAll(/<([0-9a-fA-F]{4})> <([0-9a-fA-F]+)>/g))
    glyphs.set(id!.toLowerCase(), Buffer.from(utf16!, 'hex').swap16().toString('utf16le'));
  return (hex) => (hex.match(/.{4}/g) ?? []).map((id) => glyphs.get(id.toLowerCase()) ?? '\ufffd').join('');
}

/**
 * The text drawn on the pages, one `Tj` a line: glyph ids of an embedded font decoded through its
 * ToUnicode map, the bytes of a standard font from WinAnsi.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    const decoders = new Map<string, (hex: string) => string>();
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      decoders.set(name.asString(), toUnicode(doc, font) ?? winAnsi);
    }
    let decode = winAnsi;
    for (const op of pageContent(doc, page).matchAll(/(\/[^\s/]+) [\d.]+ Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (op[1]) decode = decoders.get(op[1]) ?? winAnsi;
      else lines.push(decode(op[2]!));
    }
  }
  return lines.join('\n');
}
/** An unfolded iCalendar file's property lines (continuation lines joined). */
export function icsLines(ics: string): string[] {
  return ics
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter(Boolean);
}
