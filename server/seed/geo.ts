// The demo city's zones (Dhaka, around the platform's default location 23.757989, 90.360587), as polygons.
// Its gazetteer of places and streets is runtime data of the offline stand-ins: catalog/gazetteer.ts.
// Zone 2 (Dhanmondi) lies inside zone 1, so get-zone-id at the default location answers "[2,1]"
// (smallest area first). Zone 4 is inactive: coordinates there answer 403 "temporarily unavailable".

import type { LatLng } from '../catalog/geo.ts';
import type { ZoneRow } from '../catalog/store-rows.ts';

const rect = (south: number, west: number, north: number, east: number): LatLng[] => [
  { lat: south, lng: west },
  { lat: north, lng: west },
  { lat: north, lng: east },
  { lat: south, lng: east },
];

export const ZONES: ZoneRow[] = [
  {
    id: 1,
    name: 'Dhaka Central',
    display_name: 'Dhaka Central',
    status: 1,
    polygon: [
      { lat: 23.7, lng: 90.33 },
      { lat: 23.83, lng: 90.33 },
      { lat: 23.835, lng: 90.39 },
      { lat: 23.83, lng: 90.45 },
      { lat: 23.7, lng: 90.45 },
    ],
    cash_on_delivery: 1,
    digital_payment: 1,
    offline_payment: 1,
    increased_delivery_fee: 0,
    increased_delivery_fee_status: 0,
    increase_delivery_charge_message: null,
    modules: [1, 2, 3, 4, 5, 6],
  },
  {
    id: 2,
    name: 'Dhanmondi',
    display_name: 'Dhanmondi',
    status: 1,
    polygon: rect(23.735, 90.355, 23.765, 90.39),
    cash_on_delivery: 1,
    digital_payment: 1,
    offline_payment: 1,
    increased_delivery_fee: 10,
    increased_delivery_fee_status: 1,
    increase_delivery_charge_message: 'Rush hour',
    modules: [1, 2, 3, 4, 5, 6],
  },
  {
    id: 3,
    name: 'Uttara',
    display_name: 'Uttara',
    status: 1,
    polygon: rect(23.84, 90.36, 23.9, 90.42),
    cash_on_delivery: 1,
    digital_payment: 1,
    offline_payment: 1,
    increased_delivery_fee: 0,
    increased_delivery_fee_status: 0,
    increase_delivery_charge_message: null,
    modules: [1, 2, 4, 5, 6],
  },
  {
    id: 4,
    name: 'Savar',
    display_name: 'Savar',
    status: 0,
    polygon: rect(23.82, 90.22, 23.87, 90.28),
    cash_on_delivery: 1,
    digital_payment: 0,
    offline_payment: 1,
    increased_delivery_fee: 0,
    increased_delivery_fee_status: 0,
    increase_delivery_charge_message: null,
    modules: [1, 2],
  },
];
