// Rental vehicles, vehicle categories and brands (module 6). Providers are the rental stores in
// stores.ts; "Dhanmondi Wheels" and "Budget Bikes" do not pick up in zone 3, "North Rides" only there.
import { image, slugify, stamp } from './common.ts';
import type { BrandRow, VehicleCategoryRow, VehicleRow } from '../catalog/item-rows.ts';

export const VEHICLE_CATEGORIES: VehicleCategoryRow[] = ['Car', 'Bike', 'Microbus'].map((name, i) => {
  const img = image('vehicle-category', name);
  return {
    id: i + 1,
    name,
    image: img.file,
    image_full_url: img.url,
    status: 1,
    created_at: stamp(i),
    updated_at: stamp(i),
    translations: [],
  };
});

export const VEHICLE_BRANDS: BrandRow[] = ['Toyota', 'Honda', 'Nissan', 'Yamaha'].map((name, i) => {
  const img = image('brand', name);
  return {
    id: i + 1,
    name,
    image: img.file,
    image_full_url: img.url,
    status: 1,
    created_at: stamp(i),
    updated_at: stamp(i),
    translations: [],
  };
});

type Def = [
  id: number,
  provider: number,
  name: string,
  brand: number,
  category: number,
  seats: string,
  hourly: number,
  perKm: number,
  opts: {
    ac?: boolean;
    fuel?: string;
    transmission?: string;
    type?: string;
    discount?: number;
    hourlyTrip?: boolean;
    distanceTrip?: boolean;
    count?: number;
    rating?: [number, number];
  },
];

const DEFS: Def[] = [
  [
    1,
    18,
    'Toyota Corolla',
    1,
    1,
    '4',
    500,
    40,
    { ac: true, fuel: 'octane', transmission: 'automatic', type: 'sedan', discount: 10, count: 3, rating: [4.6, 21] },
  ],
  [
    2,
    18,
    'Honda CR-V',
    2,
    1,
    '5',
    800,
    55,
    { ac: true, fuel: 'octane', transmission: 'automatic', type: 'suv', count: 2, rating: [4.7, 12] },
  ],
  [
    3,
    18,
    'Nissan Urvan',
    3,
    3,
    '12',
    1200,
    70,
    { ac: true, fuel: 'diesel', transmission: 'manual', type: 'microbus', count: 1, rating: [4.2, 6] },
  ],
  [
    4,
    19,
    'Toyota Axio',
    1,
    1,
    '4',
    450,
    35,
    { ac: true, fuel: 'cng', transmission: 'automatic', type: 'sedan', count: 2, rating: [4.3, 8] },
  ],
  [
    5,
    19,
    'Toyota Hiace',
    1,
    3,
    '10',
    1100,
    65,
    { ac: false, fuel: 'diesel', transmission: 'manual', type: 'microbus', distanceTrip: false, count: 1 },
  ],
  [
    6,
    20,
    'Honda Civic',
    2,
    1,
    '4',
    650,
    45,
    {
      ac: true,
      fuel: 'octane',
      transmission: 'automatic',
      type: 'sedan',
      hourlyTrip: false,
      count: 2,
      rating: [4.5, 5],
    },
  ],
  [
    7,
    21,
    'Yamaha FZ',
    4,
    2,
    '2',
    150,
    12,
    { ac: false, fuel: 'octane', transmission: 'manual', type: 'motorbike', count: 5, rating: [4.4, 14] },
  ],
  [
    8,
    21,
    'Honda CB Hornet',
    2,
    2,
    '2',
    140,
    11,
    { ac: false, fuel: 'octane', transmission: 'manual', type: 'motorbike', discount: 20, count: 3 },
  ],
];

export const VEHICLES: VehicleRow[] = DEFS.map(
  ([id, provider_id, name, brand_id, category_id, seats, hourly, perKm, o], i) => {
    const thumb = image('vehicle', name);
    const gallery = [thumb, image('vehicle', `${name} interior`)];
    const [avg, reviews] = o.rating ?? [0, 0];
    return {
      id,
      name,
      description: `<p>${name}, well maintained, with a professional driver on request.</p>`,
      thumbnail: thumb.file,
      thumbnail_full_url: thumb.url,
      images: JSON.stringify(gallery.map((g) => g.file)),
      images_full_url: gallery.map((g) => g.url),
      documents_full_url: [],
      zone_id: 0, // filled from the provider
      provider_id,
      brand_id,
      category_id,
      model: name.split(' ').slice(1).join(' '),
      type: o.type ?? 'sedan',
      engine_capacity: category_id === 2 ? '150' : '1800',
      engine_power: category_id === 2 ? '14' : '140',
      seating_capacity: seats,
      air_condition: o.ac ? 1 : 0,
      fuel_type: o.fuel ?? 'octane',
      transmission_type: o.transmission ?? 'manual',
      multiple_vehicles: (o.count ?? 1) > 1 ? 1 : 0,
      trip_hourly: o.hourlyTrip === false ? 0 : 1,
      trip_distance: o.distanceTrip === false ? 0 : 1,
      hourly_price: hourly,
      distance_price: perKm,
      discount_type: 'percent',
      discount_price: o.discount ?? 0,
      tag: null,
      status: 1,
      new_tag: i >= 6 ? 1 : 0,
      total_trip: reviews * 2,
      avg_rating: avg,
      total_reviews: reviews,
      slug: slugify(name),
      created_at: stamp(i),
      updated_at: stamp(i),
      total_vehicle_count: o.count ?? 1,
      vehicle_identities: Array.from({ length: o.count ?? 1 }, (_, k) => ({
        id: id * 10 + k,
        vehicle_id: id,
        provider_id,
        vin_number: `VIN${id}${k}000${id}`,
        license_plate_number: `DHAKA-${String.fromCharCode(65 + k)}-${1000 + id * 7 + k}`,
      })),
    };
  },
);
