// Runs in a CPU-pool worker thread: draws a booking's PDF with pdf-lib (plain data in, bytes out).
export { ticketPdf } from './ticket-pdf.ts';
