// Grocery, pharmacy and ecommerce items. Covers organic, halal, recommended, stock 0, a maximum cart
// quantity, units, prescription items with generic names, choice options with per-variation stock (one
// variation at stock 0: "Potato Chips" Masala, "Cotton T-Shirt" Red-L) and discounts.
import type { ItemDef } from './items.ts';

export const GROCERY_ITEMS: ItemDef[] = [
  { id: 101, store_id: 6, module_id: 2, name: 'Organic Bananas', price: 80, category: 11, organic: 1, unit: 'kg', stock: 120, recommended: 1, tags: ['fruit', 'organic'], rating: [4.6, 22], order_count: 300 },
  { id: 102, store_id: 6, module_id: 2, name: 'Red Apples', price: 220, category: 11, unit: 'kg', stock: 60, discount: 5, tags: ['fruit'], rating: [4.3, 14], order_count: 180 },
  { id: 103, store_id: 6, module_id: 2, name: 'Fresh Milk 1L', price: 95, category: 14, stock: 0, unit: 'pc', nutritions: ['Calcium'], allergies: ['Milk'], tags: ['dairy'], rating: [4.5, 30] },
  {
    id: 104, store_id: 9, module_id: 2, name: 'Potato Chips', price: 40, category: 15,
    choice_options: [{ title: 'Flavour', options: ['Salted', 'Masala'] }], variation_stock: { Salted: [40, 25], Masala: [45, 0] },
    tags: ['snack'], rating: [4.0, 8],
  },
  { id: 105, store_id: 9, module_id: 2, name: 'Basmati Rice 5kg', price: 850, category: 17, stock: 40, maximum_cart_quantity: 2, unit: 'pc', tags: ['rice'], rating: [4.4, 11] },
  { id: 106, store_id: 6, module_id: 2, name: 'Halal Chicken 1kg', price: 320, category: 16, is_halal: 1, stock: 30, unit: 'kg', tags: ['meat', 'halal'], rating: [4.2, 9] },
  { id: 107, store_id: 6, module_id: 2, name: 'Greek Yogurt', price: 150, category: 13, recommended: 1, stock: 50, allergies: ['Milk'], tags: ['dairy'], rating: [4.7, 19] },
  { id: 108, store_id: 8, module_id: 2, name: 'Organic Spinach', price: 60, category: 12, organic: 1, unit: 'kg', stock: 20, tags: ['vegetable', 'organic'] },
  { id: 109, store_id: 9, module_id: 2, name: 'Free Range Eggs (12)', price: 180, category: 13, stock: 35, organic: 1, tags: ['eggs'], rating: [4.5, 6] },
  { id: 110, store_id: 7, module_id: 2, name: 'Fresh Tomatoes', price: 70, category: 12, unit: 'kg', stock: 80, discount: 10, discount_type: 'amount', tags: ['vegetable'] },
];

export const PHARMACY_ITEMS: ItemDef[] = [
  { id: 201, store_id: 10, module_id: 3, name: 'Paracetamol 500mg', price: 20, category: 21, stock: 500, generic_name: ['Paracetamol'], common_condition_id: 1, tags: ['fever', 'pain'], rating: [4.8, 40], order_count: 800 },
  { id: 202, store_id: 10, module_id: 3, name: 'Amoxicillin 250mg', price: 120, category: 22, stock: 100, prescription: 1, generic_name: ['Amoxicillin'],
    description: '<p>Antibiotic. <strong>Prescription is required.</strong></p>', tags: ['antibiotic'], rating: [4.5, 10] },
  { id: 203, store_id: 10, module_id: 3, name: 'Vitamin C 1000mg', price: 350, category: 24, stock: 60, recommended: 1, generic_name: ['Ascorbic Acid'], common_condition_id: 4, tags: ['vitamin'], rating: [4.6, 15] },
  {
    id: 204, store_id: 11, module_id: 3, name: 'Hand Sanitizer', price: 90, category: 23,
    choice_options: [{ title: 'Size', options: ['100ml', '250ml'] }], variation_stock: { '100ml': [90, 40], '250ml': [180, 15] }, tags: ['hygiene'], rating: [4.2, 7],
  },
  { id: 205, store_id: 11, module_id: 3, name: 'Cough Syrup 100ml', price: 140, category: 20, stock: 25, prescription: 1, generic_name: ['Dextromethorphan'], common_condition_id: 2, maximum_cart_quantity: 2, tags: ['cough'] },
  { id: 206, store_id: 12, module_id: 3, name: 'Digital Thermometer', price: 450, category: 23, stock: 0, tags: ['device'] },
  { id: 207, store_id: 13, module_id: 3, name: 'Omeprazole 20mg', price: 60, category: 20, stock: 200, generic_name: ['Omeprazole'], common_condition_id: 3, tags: ['gastric'] },
];

export const ECOMMERCE_ITEMS: ItemDef[] = [
  {
    id: 301, store_id: 14, module_id: 4, name: 'Cotton T-Shirt', price: 500, category: 31, brand_id: 1,
    choice_options: [ { title: 'Color', options: ['Red', 'Blue'] }, { title: 'Size', options: ['M', 'L'] } ],
    variation_stock: { 'Red-M': [500, 10], 'Red-L': [520, 0], 'Blue-M': [500, 5], 'Blue-L': [520, 8] },
    description: '<p>100% combed cotton. <a href="https://example.com/size-guide">Size guide</a></p>', tags: ['tshirt', 'cotton'], rating: [4.3, 25], order_count: 240, images: 3,
  },
  {
    id: 302, store_id: 16, module_id: 4, name: 'Running Shoes', price: 3200, category: 32, maximum_cart_quantity: 2,
    choice_options: [{ title: 'Size', options: ['40', '41', '42'] }], variation_stock: { '40': [3200, 4], '41': [3200, 6], '42': [3300, 2] }, tags: ['shoes'], rating: [4.6, 13],
  },
  { id: 303, store_id: 15, module_id: 4, name: 'Wireless Headphones', price: 3500, category: 34, discount: 10, stock: 15, recommended: 1, tags: ['audio', 'wireless'], rating: [4.5, 31], order_count: 190, images: 2 },
  { id: 304, store_id: 14, module_id: 4, name: 'Leather Wallet', price: 1200, category: 35, stock: 0, tags: ['leather'], rating: [4.1, 4] },
  { id: 305, store_id: 15, module_id: 4, name: 'USB-C Charger 65W', price: 2200, category: 33, stock: 25, maximum_cart_quantity: 3, tags: ['charger'], rating: [4.4, 9] },
  { id: 306, store_id: 17, module_id: 4, name: 'Silk Scarf', price: 900, category: 35, stock: 10, tags: ['scarf'] },
  { id: 307, store_id: 14, module_id: 4, name: 'Denim Jacket', price: 2800, category: 30, stock: 7, discount: 15, tags: ['jacket'], rating: [4.0, 3] },
];
