// Runs in a CPU-pool worker thread: draws an itinerary's PDF with pdf-lib (plain data in, bytes out).
import type { Plan } from '@escazo/contracts/planning';
import { itineraryPdf as draw } from './export-pdf.ts';

export function itineraryPdf({ plan, link }: { plan: Plan; link: string | null }): Promise<Uint8Array> {
  return draw(plan, link);
}
