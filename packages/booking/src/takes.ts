/**
 * What a booking takes from the inventory: one entry per sold-count row (flight-date-cabin,
 * room-night, stay night, car-day, sailing cabin category), with the quantity and the capacity the
 * guarded statement may not pass. Dates are 'YYYY-MM-DD'.
 */
export type Take =
  | {
      kind: 'flight';
      flightNumber: string;
      date: string;
      cabin: 'economy' | 'premium' | 'business' | 'first';
      quantity: number;
      capacity: number;
    }
  | { kind: 'hotel'; roomTypeId: string; night: string; quantity: number; capacity: number }
  | { kind: 'stay'; stayId: string; night: string }
  | { kind: 'car'; fleetId: string; day: string; quantity: number; capacity: number }
  | {
      kind: 'cruise';
      sailingId: string;
      category: 'inside' | 'oceanview' | 'balcony' | 'suite';
      quantity: number;
      capacity: number;
    };
