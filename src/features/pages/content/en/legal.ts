import type { PageCatalog } from '../../content.types';

/** Legal column of the footer: the cookie policy (terms, privacy and refunds are the business's own pages). */
export const legalPages: Pick<PageCatalog, 'cookies'> = {
  cookies: {
    slug: 'cookies',
    title: 'Cookie policy',
    intro:
      'This policy explains how the Storefront uses cookies and similar browser storage, and how you can control them.',
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
