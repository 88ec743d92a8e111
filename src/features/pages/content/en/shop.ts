import type { PageCatalog } from '../../content.types';

/** Shop column of the footer: one page per grocery aisle, each ending with a way to start browsing. */
export const shopPages: Pick<PageCatalog, 'vegetables' | 'fruits' | 'dairy' | 'groceries'> = {
  vegetables: {
    slug: 'vegetables',
    title: 'Vegetables',
    intro:
      'Crisp, seasonal vegetables from nearby farms and trusted grocers, picked for your order on the day it is delivered.',
    sections: [
      {
        heading: 'Fresh every day',
        paragraphs: [
          'Stores restock their vegetables every morning. Leafy greens and herbs stay chilled until they are packed, and stores pick the freshest stock for delivery orders rather than whatever is left on the shelf.',
        ],
      },
      {
        heading: 'Where they come from',
        paragraphs: [
          'Most vegetables come from farms in the region, so they spend less time on the road. Items marked organic are grown without synthetic pesticides, and the product page shows the origin whenever the store provides it.',
        ],
      },
      {
        heading: 'Weights and prices',
        paragraphs: [
          'Loose vegetables are sold by the kilo or by the piece, as shown on each product. Natural produce varies in size, so the weight you receive may differ slightly, but you never pay more than the price in your cart.',
        ],
      },
      {
        heading: 'Delivery and substitutions',
        paragraphs: [
          'Vegetables are packed apart from cleaning products and heavy items so they arrive undamaged. If something you ordered has run out, the store contacts you to suggest a similar item, or refunds it if you prefer.',
        ],
      },
    ],
    cta: { label: 'Browse vegetables', to: '/home' },
  },
  fruits: {
    slug: 'fruits',
    title: 'Fruits',
    intro: 'Sweet, ripe fruit, from everyday apples and bananas to seasonal favourites, chosen and packed with care.',
    sections: [
      {
        heading: 'Picked at the right moment',
        paragraphs: [
          'Fruit is chosen by how ready it is to eat. Where the store offers the option, you can ask for bananas, avocados and mangoes ripe for today or a little firmer for later in the week.',
        ],
      },
      {
        heading: 'Where it comes from',
        paragraphs: [
          'In season, fruit comes from growers close to you; tropical and out-of-season fruit is imported through trusted suppliers. The product page shows the country of origin whenever the store provides it.',
        ],
      },
      {
        heading: 'Careful packing',
        paragraphs: [
          'Soft fruit such as berries, grapes and peaches travels on top of the bag or in its own box, away from heavy items, so it reaches you without bruises.',
        ],
      },
      {
        heading: 'Substitutions and quality',
        paragraphs: [
          'If a fruit is unavailable, the store may suggest a similar variety before replacing it. If anything arrives bruised or overripe, report it within 24 hours for a refund or a replacement.',
        ],
      },
    ],
    cta: { label: 'Browse fruits', to: '/home' },
  },
  dairy: {
    slug: 'dairy',
    title: 'Dairy and eggs',
    intro: 'Milk, yoghurt, cheese, butter and eggs, kept cold all the way from the store’s fridge to your door.',
    sections: [
      {
        heading: 'Kept cold all the way',
        paragraphs: [
          'Dairy is packed last, just before the courier leaves, in insulated bags where the store provides them. Please put it in the fridge as soon as it arrives.',
        ],
      },
      {
        heading: 'Dates you can trust',
        paragraphs: [
          'Stores send dairy with plenty of shelf life left. Every item should reach you at least three days before its use-by date; if one does not, tell us and we will refund it.',
        ],
      },
      {
        heading: 'Choices for every diet',
        paragraphs: ['Most stores carry a wide range, including:'],
        items: [
          'Full-fat, low-fat and lactose-free milk.',
          'Plant-based drinks and yoghurts.',
          'Halal-certified and organic products, marked on the item.',
          'Local and imported cheeses.',
        ],
      },
      {
        heading: 'Substitutions',
        paragraphs: [
          'If your usual brand or size has run out, the store may offer the closest match, such as the same product in another size. You never pay more than you would have for the item you ordered.',
        ],
      },
    ],
    cta: { label: 'Browse dairy', to: '/home' },
  },
  groceries: {
    slug: 'groceries',
    title: 'Groceries',
    intro:
      'Everything for your kitchen cupboard and home: rice, flour, oil, tinned food, snacks, drinks and household essentials.',
    sections: [
      {
        heading: 'Your weekly shop, delivered',
        paragraphs: [
          'Order pantry staples together with fresh food from the same store and receive everything in a single delivery. Signed-in customers can reorder past orders in a few taps.',
        ],
      },
      {
        heading: 'Brands and sourcing',
        paragraphs: [
          'Stores stock well-known brands alongside local producers and their own ranges. Products come through authorised suppliers, and halal and organic items are marked on the product page.',
        ],
      },
      {
        heading: 'Large orders and heavy items',
        paragraphs: [
          'Bottled water, sacks of rice and other heavy items are no problem. If you need help carrying them upstairs, say so in the delivery note at checkout.',
        ],
      },
      {
        heading: 'Stock and substitutions',
        paragraphs: [
          'Stores update their stock as they sell. If an item runs out after you order, the store contacts you to offer a similar product or refunds the item instead.',
        ],
      },
    ],
    cta: { label: 'Browse groceries', to: '/home' },
  },
};
