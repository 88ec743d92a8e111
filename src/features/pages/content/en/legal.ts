import type { PageCatalog } from '../../content.types';

/** Legal column of the footer: terms, privacy, refunds, cookies. Generic policies of "the Storefront". */
export const legalPages: Pick<PageCatalog, 'terms' | 'privacy' | 'refund' | 'cookies'> = {
  terms: {
    slug: 'terms',
    title: 'Terms and conditions',
    intro: 'These terms apply when you use the Storefront website and apps to browse, order or send parcels. By placing an order you accept them, so please read them carefully.',
    updated: '2025-01-01',
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          'The Storefront runs a platform through which independent stores, restaurants, pharmacies and rental providers (our partners) sell to you. Each partner is responsible for the products and services it offers; the Storefront is responsible for the platform, the payments it processes and customer support.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: ['If you create an account:'],
        items: [
          'Give accurate details and keep your password and one-time codes to yourself.',
          'You are responsible for activity on your account until you tell us it has been misused.',
          'You may order as a guest, but some features, such as the wallet and loyalty points, need an account.',
          'You can delete your account at any time from your profile.',
        ],
      },
      {
        heading: 'Orders and prices',
        paragraphs: [
          'An order is a request to buy from a partner and is accepted when the partner confirms it. Prices, fees and taxes are shown before you confirm. If a price was clearly shown in error, the partner may cancel the order and you are refunded in full.',
        ],
      },
      {
        heading: 'Delivery',
        paragraphs: [
          'Delivery times are estimates. Please be available at the address you give. If the courier cannot reach you, the order may be cancelled, and items that cannot be resold, such as cooked food, may not be refunded.',
        ],
      },
      {
        heading: 'Fair use',
        paragraphs: ['We may suspend accounts that break these rules:'],
        items: [
          'Do not misuse promotions, coupons or referral offers.',
          'Do not submit false prescriptions or order restricted items for someone else.',
          'Treat couriers, partners and support staff with respect.',
        ],
      },
      {
        heading: 'Changes and questions',
        paragraphs: ['We may update these terms when our services change; the date at the top of this page shows the current version. Questions are welcome at support@example.com.'],
      },
    ],
  },
  privacy: {
    slug: 'privacy',
    title: 'Privacy policy',
    intro: 'This policy explains what personal information the Storefront collects, why we use it and the choices you have.',
    updated: '2025-01-01',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: ['We collect only what we need to run the service:'],
        items: [
          'Account details: name, e-mail address, phone number and profile photo.',
          'Delivery details: saved addresses and, if you allow it, your current location.',
          'Order details: what you buy, from which store and how you pay. We never store full card numbers.',
          'Device and usage data: app version, language and theme, and how our pages are used.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: ['Your information lets us:'],
        items: [
          'Take, deliver and support your orders.',
          'Show the stores and prices available where you are.',
          'Keep your account secure, including with one-time verification codes.',
          'Improve our services and, with your consent, send you offers.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'We share only what each party needs: the store receives your name and the items you ordered, the courier sees your name, phone number and delivery address, and payment providers process your payment. We do not sell your personal information.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: ['We keep your account information while your account is open. Order records are kept as long as tax and accounting rules require and are then deleted or anonymised.'],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can view and edit your profile at any time, turn off location access in your device settings and unsubscribe from marketing messages. You can delete your account from your profile; to request a copy of your data, write to support@example.com.',
        ],
      },
      {
        heading: 'Data stored on your device',
        paragraphs: [
          'The Storefront keeps your session, language and theme in your browser’s local storage so that you stay signed in and see the site the way you chose it. Signing out removes your session.',
        ],
      },
    ],
  },
  refund: {
    slug: 'refund',
    title: 'Refund policy',
    intro: 'When an order goes wrong, you should get your money back quickly. This policy explains when refunds apply, how they are paid and how long they take.',
    updated: '2025-01-01',
    sections: [
      {
        heading: 'When you get a refund',
        paragraphs: ['You are refunded when:'],
        items: [
          'You cancel the order before the store starts preparing it, or the store cancels it.',
          'Items are missing, damaged, spoiled or different from what you ordered.',
          'You return an item as described on our returns page.',
          'You were charged more than once for the same order.',
        ],
      },
      {
        heading: 'Full and partial refunds',
        paragraphs: ['If the whole order is affected, we refund everything you paid, including the delivery fee. If only some items are affected, we refund those items.'],
      },
      {
        heading: 'How refunds are paid',
        paragraphs: ['The time a refund takes depends on where it goes:'],
        items: [
          'To your Storefront wallet: within 24 hours of approval, ready for your next order.',
          'To your card or another digital payment method: 5 to 10 working days, depending on your bank.',
          'Cash on delivery orders: to your wallet, or by bank transfer if you ask.',
        ],
      },
      {
        heading: 'How to ask for a refund',
        paragraphs: [
          'Open the order and report the problem, or contact support with your order number. Report problems with food and fresh groceries within 24 hours of delivery, and any other problem within 7 days.',
        ],
      },
      {
        heading: 'Coupons and loyalty points',
        paragraphs: ['If you used a coupon or loyalty points, the refund covers the amount you actually paid. Points used on a cancelled order go back to your balance.'],
      },
    ],
  },
  cookies: {
    slug: 'cookies',
    title: 'Cookie policy',
    intro: 'This policy explains how the Storefront uses cookies and similar browser storage, and how you can control them.',
    updated: '2025-01-01',
    sections: [
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          'Cookies are small text files that a website saves in your browser. Local storage works in a similar way and keeps information on your device between visits. We use both to make the Storefront work and to remember your choices.',
        ],
      },
      {
        heading: 'What we use them for',
        paragraphs: ['We group them by purpose:'],
        items: [
          'Essential: keeping you signed in, your cart, guest checkout and security.',
          'Preferences: your language, theme, delivery location and chosen service.',
          'Analytics: counting visits and finding slow or broken pages, without identifying you.',
        ],
      },
      {
        heading: 'Third parties',
        paragraphs: [
          'Payment providers may set their own cookies on their payment pages to protect your payment. The map you use to pick a location may also store the data it needs to display the map.',
        ],
      },
      {
        heading: 'Managing cookies',
        paragraphs: [
          'You can delete cookies and site data in your browser settings at any time. If you block essential storage, you will be signed out and the Storefront may forget your cart, language and location.',
        ],
      },
    ],
  },
};
