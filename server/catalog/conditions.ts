// Pharmacy's common conditions (platform-api-turn4 §2.6): what a medicine treats. Pharmacy items point at
// them through `common_condition_id` (seed/items-pharmacy.ts). A fixed list, like the gazetteer, so it lives
// here rather than in a table (no schema change); the platform's admin keeps them in `common_conditions`.

const stamp = (i: number) =>
  new Date(Date.UTC(2024, 0, 1, 10, 0, 0) + i * 86_400_000).toISOString().replace('Z', '000Z');

export interface CommonConditionRow {
  id: number;
  name: string;
  slug: string;
  status: number;
  created_at: string;
  updated_at: string;
  translations: { locale: string; key: string; value: string }[];
}

const DEFS: Array<[number, string, string, number?]> = [
  [1, 'Fever and pain', 'الحمى والألم'],
  [2, 'Cough and cold', 'السعال والزكام'],
  [3, 'Acidity', 'الحموضة'],
  [4, 'Low immunity', 'ضعف المناعة'],
  [5, 'Allergy', 'الحساسية', 0], // switched off by the admin: never listed
];

export const COMMON_CONDITIONS: CommonConditionRow[] = DEFS.map(([id, name, ar, status = 1], i) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
  status,
  created_at: stamp(i),
  updated_at: stamp(i),
  translations: [{ locale: 'ar', key: 'name', value: ar }],
}));
