import type { Office } from '@escazo/contracts/offices';
import { supportPolicy } from '@escazo/contracts/support';

/** Escazo's offices. Static, reviewed data: it changes with a deploy, not at run time. */
export const offices: readonly Office[] = [
  {
    id: 'providence',
    name: 'Providence Headquarters',
    address: { ...supportPolicy.address },
    phone: supportPolicy.phone,
    email: 'providence@escazo.com',
    hours: 'Mon-Fri 9AM-6PM ET',
    coordinates: { latitude: 41.8236, longitude: -71.4112 },
  },
  {
    id: 'lisbon',
    name: 'Lisbon Office',
    address: { street: 'Avenida da Liberdade 110', city: 'Lisbon', postalCode: '1250-146', country: 'Portugal' },
    phone: '+351 21 555 0142',
    email: 'lisbon@escazo.com',
    hours: 'Mon-Fri 9AM-6PM WET',
    coordinates: { latitude: 38.7206, longitude: -9.1459 },
  },
  {
    id: 'singapore',
    name: 'Singapore Office',
    address: { street: '1 Raffles Place, #20-61', city: 'Singapore', postalCode: '048616', country: 'Singapore' },
    phone: '+65 6555 0142',
    email: 'singapore@escazo.com',
    hours: 'Mon-Fri 9AM-6PM SGT',
    coordinates: { latitude: 1.2844, longitude: 103.8511 },
  },
];
