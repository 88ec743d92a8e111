// The offline gazetteer of the demo city (Dhaka): named places behind the place search, place details and
// geocoder stand-ins (routes/map.ts), and a few streets for the offline map style (services/mapstyle.ts).
// Runtime data of those stand-ins, so it lives here rather than in seed/.

export const CITY = { name: 'Dhaka', country: 'Bangladesh', center: { lat: 23.757989, lng: 90.360587 } };

export interface Place {
  id: string;
  name: string;
  area: string;
  lat: number;
  lng: number;
}

const p = (id: string, name: string, area: string, lat: number, lng: number): Place => ({ id, name, area, lat, lng });

/** Offline gazetteer behind place-api-autocomplete, place-api-details and geocode-api. */
export const PLACES: Place[] = [
  p('place-dhanmondi-27', 'Dhanmondi 27', 'Dhanmondi', 23.7557, 90.3753),
  p('place-dhanmondi-lake', 'Dhanmondi Lake', 'Dhanmondi', 23.7461, 90.3742),
  p('place-rabindra-sarobar', 'Rabindra Sarobar', 'Dhanmondi', 23.7463, 90.3766),
  p('place-jigatola', 'Jigatola', 'Dhanmondi', 23.7394, 90.3706),
  p('place-science-lab', 'Science Lab', 'Dhanmondi', 23.7385, 90.3839),
  p('place-lalmatia', 'Lalmatia', 'Mohammadpur', 23.7563, 90.3662),
  p('place-kalabagan', 'Kalabagan', 'Dhanmondi', 23.7497, 90.3818),
  p('place-panthapath', 'Panthapath', 'Kalabagan', 23.7522, 90.3851),
  p('place-bashundhara-city', 'Bashundhara City Shopping Complex', 'Panthapath', 23.7509, 90.3903),
  p('place-new-market', 'New Market', 'Azimpur', 23.7334, 90.3847),
  p('place-azimpur', 'Azimpur', 'Lalbagh', 23.7286, 90.385),
  p('place-farmgate', 'Farmgate', 'Tejgaon', 23.758, 90.3897),
  p('place-karwan-bazar', 'Karwan Bazar', 'Tejgaon', 23.751, 90.3935),
  p('place-shahbagh', 'Shahbagh', 'Ramna', 23.7383, 90.3958),
  p('place-motijheel', 'Motijheel', 'Motijheel', 23.733, 90.4172),
  p('place-sadarghat', 'Sadarghat', 'Old Dhaka', 23.7061, 90.4087),
  p('place-tejgaon', 'Tejgaon Industrial Area', 'Tejgaon', 23.7639, 90.3925),
  p('place-mohakhali', 'Mohakhali', 'Gulshan', 23.7781, 90.4008),
  p('place-gulshan-1', 'Gulshan 1', 'Gulshan', 23.7806, 90.4163),
  p('place-gulshan-2', 'Gulshan 2', 'Gulshan', 23.7925, 90.4078),
  p('place-banani', 'Banani', 'Gulshan', 23.7937, 90.4066),
  p('place-shyamoli', 'Shyamoli', 'Mohammadpur', 23.7747, 90.3653),
  p('place-mohammadpur', 'Mohammadpur Town Hall', 'Mohammadpur', 23.7662, 90.3589),
  p('place-mirpur-1', 'Mirpur 1', 'Mirpur', 23.7957, 90.3537),
  p('place-mirpur-10', 'Mirpur 10', 'Mirpur', 23.8069, 90.3687),
  p('place-airport', 'Hazrat Shahjalal International Airport', 'Uttara', 23.8433, 90.3978),
  p('place-uttara-4', 'Uttara Sector 4', 'Uttara', 23.863, 90.4009),
  p('place-uttara-7', 'Uttara Sector 7', 'Uttara', 23.8688, 90.3996),
  p('place-abdullahpur', 'Abdullahpur', 'Uttara', 23.8795, 90.4011),
  p('place-savar-bazar', 'Savar Bazar', 'Savar', 23.845, 90.256),
  p('place-narayanganj', 'Narayanganj', 'Narayanganj', 23.6238, 90.5),
];

/** A few streets for the offline map style (line strings as [lng, lat]). */
export const STREETS: Array<{ name: string; path: Array<[number, number]> }> = [
  {
    name: 'Mirpur Road',
    path: [
      [90.3847, 23.7334],
      [90.3839, 23.7385],
      [90.3753, 23.7557],
      [90.3653, 23.7747],
      [90.3537, 23.7957],
    ],
  },
  {
    name: 'Satmasjid Road',
    path: [
      [90.3706, 23.7394],
      [90.3712, 23.75],
      [90.3662, 23.7563],
      [90.3589, 23.7662],
    ],
  },
  {
    name: 'Airport Road',
    path: [
      [90.3897, 23.758],
      [90.4008, 23.7781],
      [90.4066, 23.7937],
      [90.3978, 23.8433],
      [90.4009, 23.863],
      [90.4011, 23.8795],
    ],
  },
  {
    name: 'Panthapath',
    path: [
      [90.3753, 23.7557],
      [90.3851, 23.7522],
      [90.3935, 23.751],
    ],
  },
  {
    name: 'Shahbagh Avenue',
    path: [
      [90.3935, 23.751],
      [90.3958, 23.7383],
      [90.4172, 23.733],
    ],
  },
];
