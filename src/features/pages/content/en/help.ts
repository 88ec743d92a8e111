import type { PageCatalog } from '../../content.types';

/** Help column of the footer: payments, shipping, returns, FAQ. */
export const helpPages: Pick<PageCatalog, 'payments' | 'returns' | 'faq'> = {
  payments: {
    slug: 'payments',
    title: 'Payments',
    intro:
      'Pay the way that suits you. Every price, fee and discount is shown at checkout before you confirm your order.',
    updated: '2025-01-15',
    sections: [
      {
        heading: 'Ways to pay',
        paragraphs: [
          'The methods on offer depend on the store and your delivery area; checkout only shows the ones you can use for that order.',
        ],
        items: [
          'Cash on delivery: pay the courier when your order arrives. Very large orders may need to be paid in advance.',
          'Card and digital payments: pay online through our secure payment partners.',
          'Wallet: pay from your Storefront wallet balance.',
        ],
      },
      {
        heading: 'Your wallet',
        paragraphs: [
          'Signed-in customers have a wallet. Open your profile, choose Wallet and then Add fund, enter the amount and pay with a digital payment method. The balance is ready to use as soon as the payment is confirmed.',
          'Refunds can be paid into your wallet, and loyalty points can be converted into wallet balance.',
        ],
      },
      {
        heading: 'Payment security',
        paragraphs: [
          'Online payments are handled by certified payment providers. The Storefront never sees or stores your full card number, and your bank may ask you to confirm a payment.',
        ],
      },
      {
        heading: 'Failed or pending payments',
        paragraphs: [
          'If a payment fails, your order is not placed and you are not charged. If money left your account but no order appears, it is normally returned automatically within 5 to 7 working days. If it is not, contact support with the date and time of the payment.',
        ],
      },
      {
        heading: 'Receipts',
        paragraphs: [
          'Each order has an itemised receipt with the item prices, delivery fee, tax, discounts and the payment method. Signed-in customers find it in their order history; guests receive it with the order confirmation.',
        ],
      },
    ],
  },
  returns: {
    slug: 'returns',
    title: 'Returns',
    intro:
      'If something is wrong with your order, we will put it right. This page explains what you can return and how.',
    updated: '2025-01-15',
    sections: [
      {
        heading: 'What you can return',
        paragraphs: [
          'Report a problem with food or fresh groceries within 24 hours of delivery. For other items you have 7 days.',
        ],
        items: [
          'Items that arrived damaged, spoiled or past their expiry date.',
          'Items that are different from what you ordered.',
          'Shop products that are unused and in their original packaging.',
        ],
      },
      {
        heading: 'What cannot be returned',
        paragraphs: [
          'For health and safety reasons, these items cannot be returned unless they arrived damaged or are not what you ordered:',
        ],
        items: [
          'Cooked food and fresh produce that arrived in good condition.',
          'Medicines and prescription items.',
          'Opened personal care, hygiene and beauty products.',
          'Gift cards and wallet top-ups.',
        ],
      },
      {
        heading: 'How to start a return',
        paragraphs: ['It takes three steps:'],
        items: [
          'Open the order in your order history. If you ordered as a guest, contact support with your order number.',
          'Choose the items and tell us what went wrong, adding a photo if you can.',
          'For shop products, we arrange a pickup or tell you where to drop the item off.',
        ],
      },
      {
        heading: 'Your refund',
        paragraphs: [
          'Once we approve the return, you are refunded as described in our refund policy, usually to your wallet or to the original payment method.',
        ],
      },
    ],
    cta: { label: 'Read the refund policy', to: '/refund' },
  },
  faq: {
    slug: 'faq',
    title: 'Questions and answers',
    intro: 'Quick answers to the questions customers ask us most often. Tap a question to see its answer.',
    sections: [
      {
        heading: 'Before you ask',
        paragraphs: [
          'Most questions are about ordering, delivery, payment and refunds. If your question is about a specific order, open it in your order history first: its status and details are often the fastest answer.',
        ],
      },
    ],
    faq: [
      {
        q: 'How do I place an order?',
        a: 'Set your delivery location, choose a service such as Food or Grocery, open a store and add items to your cart. When you are ready, open the cart and choose Proceed To Checkout.',
      },
      {
        q: 'Can I order without an account?',
        a: 'Yes. At checkout choose to continue as a guest and enter your name, phone number, e-mail and delivery address. Guests have no order history, wallet or loyalty points, so signing up is worthwhile if you order often.',
      },
      {
        q: 'How much is delivery, and when is it free?',
        a: 'The delivery fee depends on the store and the distance and is shown at checkout before you pay. Many stores deliver for free once your order reaches a minimum amount; the progress bar in your cart shows how much more you need to add.',
      },
      {
        q: 'How do I top up my wallet?',
        a: 'Sign in, open your profile and choose Wallet, then Add fund. Enter the amount, pick a digital payment method and complete the payment. The balance is added as soon as the payment is confirmed.',
      },
      {
        q: 'How do loyalty points work?',
        a: 'Signed-in customers earn points on completed orders. Your total is shown in your profile under Loyalty points, where you can convert points into wallet balance once you reach the minimum shown there.',
      },
      {
        q: 'Can I cancel my order?',
        a: 'You can cancel from the order details until the store starts preparing your order. After that, contact support and we will do our best, although an order that is already on its way can no longer be cancelled.',
      },
      {
        q: 'When will I get my refund?',
        a: 'Refunds to your wallet arrive within 24 hours of approval. Refunds to a card or another original payment method take 5 to 10 working days, depending on your bank.',
      },
      {
        q: 'How do I order medicines that need a prescription?',
        a: 'Items that need one are marked “prescription is required”. Upload a clear photo of a valid prescription when you check out; the pharmacy checks it before preparing your order and contacts you if anything is missing.',
      },
      {
        q: 'Can I order from two stores at once?',
        a: 'Your cart holds items from one store at a time. If you add an item from a different store, we ask whether to clear your cart and start a new one.',
      },
      {
        q: 'Why can’t I see a store I ordered from before?',
        a: 'Stores appear only when they deliver to your current location and belong to the service you selected. Check the delivery location in the header and the service you have chosen.',
      },
      {
        q: 'How do I change the language or the theme?',
        a: 'Use the language and theme controls in the header or in the side menu. The Storefront is available in English and Arabic, in light and dark mode.',
      },
    ],
    cta: { label: 'Contact support', to: '/contact' },
  },
};
