import type { CarCategory } from '@escazo/contracts/search-cars';
import type { RentalCompany } from './types.ts';

/**
 * Fictional rental brands (no real company's name or mark). `tier` 0..1 places a company's daily
 * rates within the documented range of each category (0 = cheapest end).
 */
export const rentalCompanies: readonly (RentalCompany & { tier: number })[] = [
  { id: 'northwind', name: 'Northwind Rentals', rating: 4.4, tier: 0.55 },
  { id: 'coastline', name: 'Coastline Car Hire', rating: 4.2, tier: 0.4 },
  { id: 'summit', name: 'Summit Auto Rental', rating: 4.6, tier: 0.75 },
  { id: 'metro-wheels', name: 'Metro Wheels', rating: 3.9, tier: 0.15 },
  { id: 'bluebird', name: 'Bluebird Rent-a-Car', rating: 4.1, tier: 0.3 },
  { id: 'horizon-drive', name: 'Horizon Drive', rating: 4.5, tier: 0.65 },
  { id: 'evergreen', name: 'Evergreen Car Hire', rating: 4.3, tier: 0.45 },
  { id: 'keystone', name: 'Keystone Motors Rental', rating: 4.0, tier: 0.25 },
];

/** Example models per category ('… or similar'), with seats, bags and doors. */
export const carCategoryShapes: Record<
  CarCategory,
  { models: readonly string[]; seats: number; bags: number; doors: number }
> = {
  economy: {
    models: ['Toyota Yaris', 'Kia Rio', 'Hyundai i20', 'Volkswagen Polo', 'Fiat 500'],
    seats: 4,
    bags: 1,
    doors: 4,
  },
  compact: {
    models: ['Toyota Corolla', 'Volkswagen Golf', 'Ford Focus', 'Honda Civic', 'Hyundai i30'],
    seats: 5,
    bags: 2,
    doors: 4,
  },
  midsize: {
    models: ['Toyota Camry', 'Mazda 6', 'Skoda Octavia', 'Hyundai Sonata', 'Volkswagen Passat'],
    seats: 5,
    bags: 3,
    doors: 4,
  },
  fullsize: {
    models: ['Chevrolet Impala', 'Toyota Avalon', 'Nissan Maxima', 'Chrysler 300', 'Skoda Superb'],
    seats: 5,
    bags: 4,
    doors: 4,
  },
  suv: {
    models: ['Toyota RAV4', 'Nissan Rogue', 'Hyundai Tucson', 'Kia Sportage', 'Ford Explorer'],
    seats: 5,
    bags: 4,
    doors: 4,
  },
  luxury: {
    models: ['Mercedes-Benz E-Class', 'BMW 5 Series', 'Audi A6', 'Lexus ES', 'Volvo S90'],
    seats: 5,
    bags: 3,
    doors: 4,
  },
};
