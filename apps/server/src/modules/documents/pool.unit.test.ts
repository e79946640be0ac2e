import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { CpuPool } from '../cpu-pool/public.ts';
import { documentView, pdfContent, pdfText } from './test-support.ts';
import { ticketPdf, ticketPdfTask } from './ticket-pdf.ts';

/** The document again with the creation and modification times pdf-lib stamps on it fixed. */
async function undated(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  return Buffer.from(await doc.save({ useObjectStreams: false, updateFieldAppearances: false })).toString('latin1');
}

const pool = new CpuPool({ threads: 1, maxQueue: 4 });
afterAll(() => pool.close());

describe('a ticket PDF drawn in the CPU pool', () => {
  for (const type of ['flight', 'hotel', 'car'] as const) {
    it(`${type}: is the PDF the in-process renderer draws, byte for byte but its timestamps`, async () => {
      const view = documentView({ type, travellers: ['Ana Lima', 'Zoë Ødegård'] });
      const [pooled, local] = await Promise.all([pool.run(ticketPdfTask, view), ticketPdf(view)]);
      expect(pooled).toBeInstanceOf(Uint8Array);
      expect(await undated(pooled)).toBe(await undated(local));
      expect(await pdfContent(pooled)).toBe(await pdfContent(local));
      expect(await pdfText(pooled)).toContain('ESC7KD4Q');
    }, 60_000);
  }
});
