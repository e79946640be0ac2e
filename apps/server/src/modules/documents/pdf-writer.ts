import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawableText } from './drawable-text.ts';

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.4, 0.43, 0.48);

type TextStyle = { font: PDFFont; size: number; color?: ReturnType<typeof rgb>; indent?: number; gap?: number };

/** Writes lines of text top-down, wrapping at the margin and starting a new page when one is full. */
export class PdfWriter {
  page: PDFPage;
  y: number;

  constructor(private readonly doc: PDFDocument) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  /** Draws text (made drawable by the font first), wrapped to the width left of `maxWidth`. */
  text(
    raw: string,
    { font, size, color = INK, indent = 0, gap = 4 }: TextStyle,
    maxWidth = A4.width - 2 * MARGIN - indent,
  ): void {
    for (const line of wrap(font, size, drawableText(font, raw), maxWidth)) {
      this.ensure(size + gap);
      this.y -= size;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
      this.y -= gap;
    }
  }

  space(points: number): void {
    this.y -= points;
  }

  rule(): void {
    this.ensure(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 6;
  }

  private ensure(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }
}

/** Greedy word wrap; a word wider than the line is cut. */
function wrap(font: PDFFont, size: number, text: string, maxWidth: number): string[] {
  const width = (s: string) => font.widthOfTextAtSize(s, size);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (width(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (width(line) > maxWidth && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && width(line.slice(0, cut)) > maxWidth) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}
