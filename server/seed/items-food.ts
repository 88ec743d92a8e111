// Food items (module 1). Covers single and multi food variations (required on/off, min/max), add-ons,
// veg/non-veg, halal, recommended, a maximum cart quantity, nutrition and allergy lists, an item with no
// stored variations (food_variations serializes as ""), an HTML description with <script> (clients must
// sanitize) and "Chocolate Lava Cake", available only 03:00–04:00 server time, so closed most of the day.
import type { ItemDef } from './items.ts';

const size = (large = 50) => ({
  name: 'Size',
  type: 'single' as const,
  min: 0,
  max: 0,
  required: 'on' as const,
  values: [
    { label: 'Regular', optionPrice: '0' },
    { label: 'Large', optionPrice: String(large) },
  ],
});

export const FOOD_ITEMS: ItemDef[] = [
  {
    id: 1, store_id: 1, module_id: 1, name: 'Classic Beef Burger', price: 250, category: 2, veg: 0, recommended: 1, is_halal: 1,
    description: '<p>Juicy <strong>beef patty</strong> with lettuce, tomato and our house sauce.</p>',
    food_variations: [size(50)], add_ons: [1, 2, 3], nutritions: ['Protein', 'Carbohydrate'], allergies: ['Gluten', 'Sesame'],
    tags: ['burger', 'beef', 'bestseller'], rating: [4.5, 32], order_count: 320, images: 3,
  },
  {
    id: 2, store_id: 1, module_id: 1, name: 'Crispy Chicken Burger', price: 220, category: 3, veg: 0, is_halal: 1,
    food_variations: [
      size(40),
      { name: 'Toppings', type: 'multi', min: 1, max: 2, required: 'off',
        values: [ { label: 'Pickles', optionPrice: '10' }, { label: 'Onion Rings', optionPrice: '25' }, { label: 'Mushrooms', optionPrice: '30' } ] },
    ],
    add_ons: [1, 3], tags: ['burger', 'chicken'], rating: [4.2, 18], order_count: 210,
  },
  {
    id: 3, store_id: 2, module_id: 1, name: 'Veggie Supreme Pizza', price: 450, category: 5, veg: 1, discount: 10, discount_type: 'percent', recommended: 1,
    description: '<p>Loaded with peppers, olives and mushrooms.</p><script>alert("xss")</script><img src=x onerror="alert(1)">',
    food_variations: [
      { name: 'Size', type: 'single', min: 0, max: 0, required: 'on',
        values: [ { label: 'Small', optionPrice: '0' }, { label: 'Medium', optionPrice: '150' }, { label: 'Large', optionPrice: '300' } ] },
      { name: 'Crust', type: 'multi', min: 1, max: 2, required: 'on',
        values: [ { label: 'Thin', optionPrice: '0' }, { label: 'Cheese Burst', optionPrice: '80' }, { label: 'Stuffed', optionPrice: '100' } ] },
    ],
    add_ons: [4, 5, 6], nutritions: ['Fibre', 'Calcium'], allergies: ['Milk', 'Gluten'], tags: ['pizza', 'vegetarian'], rating: [4.7, 41], order_count: 400, images: 2,
  },
  {
    id: 4, store_id: 2, module_id: 1, name: 'Chocolate Lava Cake', price: 180, category: 6, veg: 1, available: ['03:00:00', '04:00:00'],
    description: '<p>Warm cake with a molten centre. <em>Served 3–4 am only.</em></p>', allergies: ['Milk', 'Egg'], tags: ['dessert'], rating: [4.9, 12],
  },
  {
    id: 5, store_id: 1, module_id: 1, name: 'Mango Lassi', price: 120, category: 7, veg: 1, maximum_cart_quantity: 3,
    nutritions: ['Vitamin C', 'Calcium'], allergies: ['Milk'], tags: ['drink', 'mango'], rating: [4.4, 9],
  },
  {
    id: 6, store_id: 3, module_id: 1, name: 'Beef Kacchi Biryani', price: 350, category: 8, veg: 0, is_halal: 1, food_variations: null,
    description: '<p>Slow-cooked basmati rice with tender beef.</p>', tags: ['biryani'], rating: [4.8, 55], order_count: 600,
  },
  {
    id: 7, store_id: 4, module_id: 1, name: 'Chicken Tikka Pizza', price: 520, category: 4, veg: 0, discount: 50, discount_type: 'amount',
    food_variations: [size(120)], add_ons: [7], tags: ['pizza', 'chicken'], rating: [4.1, 7],
  },
  {
    id: 8, store_id: 5, module_id: 1, name: 'Rasmalai Cup', price: 90, category: 6, veg: 1, tags: ['dessert'], rating: [4.6, 5],
  },
  {
    id: 9, store_id: 1, module_id: 1, name: 'French Fries', price: 100, category: 1, veg: 1,
    food_variations: [size(30)], tags: ['sides'], rating: [4.0, 20], order_count: 150,
  },
  {
    id: 10, store_id: 2, module_id: 1, name: 'Margherita Pizza', price: 380, category: 5, veg: 1,
    food_variations: [
      { name: 'Size', type: 'single', min: 0, max: 0, required: 'on',
        values: [ { label: 'Small', optionPrice: '0' }, { label: 'Large', optionPrice: '200' } ] },
    ],
    add_ons: [4, 5], tags: ['pizza'], rating: [4.3, 15],
  },
];
