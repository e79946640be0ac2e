import { PDFDocument, rgb } from 'pdf-lib';
import type { Plan, PlanItem } from '@escazo/contracts/planning';
import { formatMoney } from '@escazo/contracts/money-format';
import { embedTextFonts, PdfWriter } from '../documents/public.ts';

const BRAND = rgb(0.05, 0.35, 0.75);
const MUTED = rgb(0.4, 0.43, 0.48);
const WARN = rgb(0.7, 0.2, 0.05);

const longDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

function itemLine(item: PlanItem): string {
  const cost = item.cost.amount > 0 ? `  ${formatMoney(item.cost)}` : '';
  const extra =
    item.type === 'transport' && item.distanceKm !== undefined
      ? ` (${item.distanceKm.toFixed(1)} km)`
      : item.shortened
        ? ' (shortened)'
        : '';
  return `${item.start}-${item.end}  ${item.title}${extra}${cost}`;
}

/**
 * The itinerary as a PDF: the trip's name, destination, dates, travellers and total (against the
 * budget), any rule the plan breaks, then each day with its timed items, in the documents' embedded
 * Unicode font (Latin and Japanese).
 */
export async function itineraryPdf(plan: Plan, link: string | null): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedTextFonts(doc);
  doc.setTitle(`Escazo itinerary: ${plan.name}`);
  doc.setProducer('Escazo');
  doc.setCreator('Escazo');

  const out = new PdfWriter(doc);
  out.text('Escazo', { font: bold, size: 24, color: BRAND, gap: 10 });
  out.text(plan.name, { font: bold, size: 18, gap: 6 });
  out.text(`${plan.destination.name}, ${plan.destination.country}`, { font: regular, size: 12, color: MUTED, gap: 4 });
  out.text(`${longDay(plan.startDate)} to ${longDay(plan.endDate)}`, { font: regular, size: 11, gap: 4 });
  out.text(`${plan.travelers} ${plan.travelers === 1 ? 'traveller' : 'travellers'}, ${plan.pace} pace`, {
    font: regular,
    size: 11,
    gap: 4,
  });
  const budget = plan.budget ? ` (budget ${formatMoney(plan.budget)})` : '';
  out.text(`Total ${formatMoney(plan.total)}${budget}`, { font: bold, size: 12, gap: 8 });
  if (plan.violations.length > 0) {
    out.text('This plan breaks some rules:', { font: bold, size: 11, color: WARN, gap: 4 });
    for (const violation of plan.violations)
      out.text(`${violation.day ? `${violation.day}: ` : ''}${violation.message}`, {
        font: regular,
        size: 10,
        color: WARN,
        indent: 12,
      });
    if (plan.suggestion) out.text(plan.suggestion.message, { font: regular, size: 10, indent: 12, gap: 8 });
  }
  if (plan.notes) out.text(`Notes: ${plan.notes}`, { font: regular, size: 10, color: MUTED, gap: 8 });

  plan.days.forEach((day, index) => {
    out.rule();
    out.text(`Day ${index + 1}: ${longDay(day.date)}`, { font: bold, size: 13, gap: 6 });
    for (const item of day.items) {
      out.text(itemLine(item), {
        font: item.type === 'transport' ? regular : bold,
        size: item.type === 'transport' ? 9 : 10.5,
        color: item.type === 'transport' ? MUTED : undefined,
        indent: 12,
        gap: 4,
      });
    }
  });
  if (link) {
    out.rule();
    out.text(`Open this trip: ${link}`, { font: regular, size: 9, color: MUTED });
  }
  return doc.save();
}
