import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingDocumentType } from './booking-document-view.ts';
import { calendarIcs, ticketPdf } from './public.ts';
import { documentView, icsLines, pdfContent, pdfText } from './test-support.ts';

describe('ticketPdf', () => {
  // A process reads and parses the font files with its first document; the tests time the rest.
  beforeAll(() => ticketPdf(documentView()), 60_000);

  it('is a PDF that parses back, with the Escazo name, the confirmation code, the trip and the total', async () => {
    const bytes = await ticketPdf(documentView());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe('Escazo E-ticket ESC7KD4Q');

    const text = await pdfText(bytes);
    expect(text).toContain('Escazo');
    expect(text).toContain('E-ticket');
    expect(text.split('\n')).toContain('ESC7KD4Q');
    expect(text).toContain('Lisbon (LIS) to New York (JFK)');
    expect(text).toContain('Ana Lima');
    expect(text).toContain('Cabin: Economy');
    expect(text).toContain('Total paid: €1,284.50');
    expect(text).toContain('https://escazo.example/trips/7b0f6c2e-5d1a-4c8e-9f3b-2a6d8e1c4b90');
  });

  it('draws the QR code of the manage URL as filled rectangles', async () => {
    const view = documentView();
    const content = await pdfContent(await ticketPdf(view));
    // One rectangle per run of dark modules in a row of the code's matrix, and no other.
    const matrix = QRCode.create(view.manageUrl, { errorCorrectionLevel: 'M' }).modules;
    let runs = 0;
    for (let row = 0; row < matrix.size; row++) {
      for (let col = 0; col < matrix.size; col++)
        if (matrix.get(row, col) && (col === 0 || !matrix.get(row, col - 1))) runs++;
    }
    expect(runs).toBeGreaterThan(100);
    expect((content.match(/ re\b/g) ?? []).length).toBe(runs);
  });

  it("prints each flight by route and airport, departing and arriving on each airport's clock with its zone", async () => {
    const text = await pdfText(await ticketPdf(documentView()));
    expect(text).toContain('LIS Lisbon → JFK New York');
    expect(text).toContain('TP203 · TAP Air Portugal');
    expect(text).toContain('Departs LIS: Fri, 14 Jun 2030 10:35 (Europe/Lisbon)');
    expect(text).toContain('Arrives JFK: Fri, 14 Jun 2030 13:20 (America/New_York)');
    expect(text).not.toContain('From:');
  });

  it("draws names and places in any of the product's languages, Japanese too, in an embedded font subset", async () => {
    const view = documentView({
      title: 'Kraków (KRK) → Hà Nội (HAN)',
      destination: 'Hà Nội, Việt Nam',
      // The last name is typed decomposed (e + combining acute): it is drawn composed.
      travellers: [
        'Nguyễn Thị Ánh',
        '山田 太郎',
        'Zoë Ørsted',
        'José Müller-Lefèvre',
        'François Œuvray',
        'Andre\u0301 Dupont',
      ],
      lines: [{ label: 'Hotel', value: 'Đà Lạt Palace\tSuite\nwith view' }],
      legs: [],
    });
    const bytes = await ticketPdf(view);
    const text = await pdfText(bytes);
    for (const drawn of [
      'Kraków (KRK) → Hà Nội (HAN)',
      'Hà Nội, Việt Nam',
      'Nguyễn Thị Ánh',
      '山田 太郎',
      'Zoë Ørsted',
      'José Müller-Lefèvre',
      'François Œuvray',
      'Andr\u00e9 Dupont',
      'Hotel: Đà Lạt Palace Suite with view',
    ])
      expect(text).toContain(drawn);
    // Only the glyphs drawn are embedded: the two subsets are a small part of the 5 MB font files.
    expect(bytes.length).toBeLessThan(120_000);
    const fonts = (await PDFDocument.load(bytes)).context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFDict && object.get(PDFName.of('Subtype')) === PDFName.of('Type0'));
    expect(fonts).toHaveLength(2);
  });

  it('never draws a character the font lacks: a letter loses its accent or is transliterated, the rest is "?"', async () => {
    const view = documentView({
      travellers: ['Łukasz Wróbel', 'Zoë 😀 Ørsted'],
      total: { amount: 1_250_000, currency: 'INR' },
    });
    const text = await pdfText(await ticketPdf(view));
    expect(text).toContain('Lukasz Wróbel');
    expect(text).toContain('Zoë ? Ørsted');
    expect(text).toContain('Total paid: Rs12,500');
    expect(text).not.toContain('\ufffd');
  });

  it("a cancelled booking's document is its cancellation confirmation, with the refund and its date", async () => {
    const bytes = await ticketPdf(
      documentView({
        cancellation: {
          cancelledOn: '2030-05-02',
          refund: { amount: 64_225, currency: 'EUR' },
          refundedOn: '2030-05-02',
        },
      }),
    );
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Escazo Cancellation confirmation ESC7KD4Q');
    const text = await pdfText(bytes);
    expect(text).toContain('Cancellation confirmation');
    expect(text).not.toContain('E-ticket');
    expect(text).toContain('This booking is cancelled.');
    expect(text).toContain('Cancelled on: Thu, 2 May 2030');
    expect(text).toContain('Refund: €642.25, issued on Thu, 2 May 2030');
  });

  it('a cancellation without a refund says so', async () => {
    const view = documentView({
      cancellation: { cancelledOn: '2030-05-02', refund: { amount: 0, currency: 'EUR' }, refundedOn: null },
    });
    expect(await pdfText(await ticketPdf(view))).toContain(
      "Refund: none (the booking's cancellation policy refunds nothing)",
    );
  });

  it('writes a total in a currency without a symbol by its code, and never throws on a malformed code', async () => {
    expect(await pdfText(await ticketPdf(documentView({ total: { amount: 990, currency: 'XQQ' } })))).toContain(
      'Total paid: XQQ 9.90',
    );
    expect(await pdfText(await ticketPdf(documentView({ total: { amount: 990, currency: 'E1' } })))).toContain(
      'Total paid: 9.90 E1',
    );
  });

  it('calls a non-flight document a voucher', async () => {
    const bytes = await ticketPdf(
      documentView({ type: 'hotel', start: { date: '2030-06-14' }, end: { date: '2030-06-17' }, legs: [] }),
    );
    const text = await pdfText(bytes);
    expect(text).toContain('Voucher');
    expect(text).not.toContain('E-ticket');
  });

  it("lists both parts of a package's voucher", async () => {
    const lines = [
      { label: 'Flight', value: 'BA265' },
      { label: 'Cabin', value: 'Economy' },
      { label: 'Check-in', value: '2030-06-15' },
      { label: 'Rooms', value: '1' },
    ];
    const text = await pdfText(
      await ticketPdf(documentView({ type: 'package', title: 'London package: flight + Hotel Strand', lines })),
    );
    expect(text).toContain('Voucher');
    for (const line of ['London package: flight + Hotel Strand', 'Flight: BA265', 'Check-in: 2030-06-15', 'Rooms: 1'])
      expect(text).toContain(line);
  });

  it('continues on a second page when the details do not fit on one', async () => {
    const lines = Array.from({ length: 80 }, (_, i) => ({ label: `Leg ${i + 1}`, value: `TP ${100 + i}, Economy` }));
    const bytes = await ticketPdf(documentView({ lines }));
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(2);
    expect(await pdfText(bytes)).toContain('Leg 80: TP 179, Economy');
  });
});

describe('calendarIcs', () => {
  const eventOf = (type: BookingDocumentType, overrides = {}) =>
    icsLines(calendarIcs(documentView({ type, ...overrides })));
  const prop = (lines: string[], name: string) =>
    lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

  it('writes a flight as one timed event in UTC, from the local times and zones', () => {
    const lines = eventOf('flight');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    // 10:35 in Lisbon (WEST, UTC+1) and 13:20 in New York (EDT, UTC-4).
    expect(prop(lines, 'DTSTART')).toBe('DTSTART:20300614T093500Z');
    expect(prop(lines, 'DTEND')).toBe('DTEND:20300614T172000Z');
    expect(prop(lines, 'UID')).toBe('UID:booking-7b0f6c2e-5d1a-4c8e-9f3b-2a6d8e1c4b90@escazo');
    expect(prop(lines, 'SUMMARY')).toBe('SUMMARY:Lisbon (LIS) to New York (JFK) (ESC7KD4Q)');
    expect(prop(lines, 'DESCRIPTION')).toContain('Confirmation code: ESC7KD4Q');
    expect(prop(lines, 'DESCRIPTION')).toContain(
      'TP203 LIS Lisbon → JFK New York: departs Fri\\, 14 Jun 2030 10:35 (Europe/Lisbon)\\, arrives Fri\\, 14 Jun 2030 13:20 (America/New_York)',
    );
    expect(prop(lines, 'LOCATION')).toBe('LOCATION:New York\\, United States');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('puts an 18:00 winter departure from New York at 23:00 UTC, and ends the event at the arrival', () => {
    const lines = eventOf('flight', {
      start: { date: '2030-01-10', time: '18:00', timeZone: 'America/New_York' },
      end: { date: '2030-01-10', time: '21:05', timeZone: 'America/Los_Angeles' },
    });
    // New York in January is UTC-5, Los Angeles UTC-8: a 6 h 05 min flight.
    expect(prop(lines, 'DTSTART')).toBe('DTSTART:20300110T230000Z');
    expect(prop(lines, 'DTEND')).toBe('DTEND:20300111T050500Z');
  });

  it('writes a car hire as a timed event, floating when the zone is not known', () => {
    const lines = eventOf('car', {
      start: { date: '2030-06-14', time: '09:00' },
      end: { date: '2030-06-18', time: '17:30' },
    });
    expect(prop(lines, 'DTSTART')).toBe('DTSTART:20300614T090000');
    expect(prop(lines, 'DTEND')).toBe('DTEND:20300618T173000');
    expect(prop(lines, 'UID')).toContain('booking-7b0f6c2e');
    expect(prop(lines, 'DESCRIPTION')).toContain('ESC7KD4Q');
  });

  it('falls back to floating local time for a zone Intl does not know', () => {
    const lines = eventOf('car', {
      start: { date: '2030-06-14', time: '09:00', timeZone: 'Mars/Olympus_Mons' },
      end: { date: '2030-06-14', time: '18:00' },
    });
    expect(prop(lines, 'DTSTART')).toBe('DTSTART:20300614T090000');
  });

  it('puts a winter flight across the date line in UTC', () => {
    const lines = eventOf('flight', {
      start: { date: '2030-12-31', time: '23:30', timeZone: 'Pacific/Auckland' },
      end: { date: '2030-12-31', time: '07:15', timeZone: 'America/Los_Angeles' },
    });
    // Auckland in summer is UTC+13, Los Angeles in winter UTC-8.
    expect(prop(lines, 'DTSTART')).toBe('DTSTART:20301231T103000Z');
    expect(prop(lines, 'DTEND')).toBe('DTEND:20301231T151500Z');
  });

  it.each(['hotel', 'stay', 'cruise', 'package'] as const)(
    'writes a %s as an all-day event through its last day',
    (type) => {
      const lines = eventOf(type, { start: { date: '2030-12-29' }, end: { date: '2030-12-31' } });
      expect(lines).toContain('BEGIN:VEVENT');
      expect(prop(lines, 'DTSTART')).toBe('DTSTART;VALUE=DATE:20301229');
      expect(prop(lines, 'DTEND')).toBe('DTEND;VALUE=DATE:20310101');
      expect(prop(lines, 'UID')).toBe('UID:booking-7b0f6c2e-5d1a-4c8e-9f3b-2a6d8e1c4b90@escazo');
      expect(prop(lines, 'DESCRIPTION')).toContain('Confirmation code: ESC7KD4Q');
    },
  );
});
