import { BedDouble, CarFront, Footprints, Landmark, Plane, TrainFront, UtensilsCrossed } from 'lucide-react';
import type { PlanItem } from '@escazo/contracts/planning';

const transportIcons = { walk: Footprints, transit: TrainFront, ride: CarFront } as const;
const typeIcons = {
  attraction: Landmark,
  dining: UtensilsCrossed,
  transport: TrainFront,
  accommodation: BedDouble,
  flight: Plane,
} as const;

/** The picture of an item's type (a transfer's shows how it goes); decorative, the text names it. */
export function ItemIcon({ item }: { item: Pick<PlanItem, 'type' | 'mode'> }) {
  const Icon = item.type === 'transport' && item.mode ? transportIcons[item.mode] : typeIcons[item.type];
  return (
    <span
      className="grid size-9 shrink-0 place-content-center rounded-full bg-primary-50 text-primary-700"
      data-type={item.type}
    >
      <Icon className="size-4" aria-hidden="true" />
    </span>
  );
}
