import QRCode from 'qrcode';
import {
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';

/**
 * Draws the QR code of `text` as filled squares (dark runs of a row merged into one rectangle)
 * inside a `size`-point square whose lower-left corner is (x, y), with the standard quiet zone.
 */
export function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const matrix = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const quiet = 4;
  const cell = size / (matrix.size + quiet * 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  const runs: PDFOperator[] = [];
  for (let row = 0; row < matrix.size; row++) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.get(row, col)) {
        col++;
        continue;
      }
      const from = col;
      while (col < matrix.size && matrix.get(row, col)) col++;
      runs.push(rectangle(x + (quiet + from) * cell, y + size - (quiet + row + 1) * cell, (col - from) * cell, cell));
    }
  }
  page.pushOperators(pushGraphicsState(), setFillingRgbColor(0, 0, 0), ...runs, fill(), popGraphicsState());
}
