import type { PageCatalog } from '../../content.types';

/** Company column of the footer: about us, careers, press, contact. */
export const companyPages: Pick<PageCatalog, 'careers' | 'press' | 'contact'> = {
  careers: {
    slug: 'careers',
    title: 'Careers',
    intro:
      'We are a small team building a delivery platform that people rely on every day. If you like solving practical problems for customers, couriers and store owners, we would like to hear from you.',
    sections: [
      {
        heading: 'Why work with us',
        paragraphs: [
          'Our work reaches people quickly: a change released on Monday can make thousands of deliveries smoother by Friday. Teams are small, decisions are made close to the work, and we write things down so everyone can follow.',
        ],
        items: [
          'Flexible hours and remote-friendly teams.',
          'A yearly learning budget for courses, books and conferences.',
          'Health cover and paid leave from your first month.',
          'Monthly delivery credit to spend on the Storefront.',
        ],
      },
      {
        heading: 'Teams we hire for',
        paragraphs: ['We open roles throughout the year in these areas:'],
        items: [
          'Engineering: web, mobile, backend and data.',
          'Design and user research.',
          'Operations: store onboarding, courier partnerships and quality.',
          'Customer support in English and Arabic.',
        ],
      },
      {
        heading: 'How to apply',
        paragraphs: [
          'Send your CV and a few lines about what you would like to work on to careers@example.com. We reply to every application within two weeks.',
          'Interviews are a short call, a practical exercise based on real work, and a conversation with the team you would join.',
        ],
      },
    ],
    cta: { label: 'Contact us', to: '/contact' },
  },
  press: {
    slug: 'press',
    title: 'Press',
    intro: 'Resources and contacts for journalists, writers and partners covering the Storefront.',
    sections: [
      {
        heading: 'Media enquiries',
        paragraphs: [
          'For interviews, comments and data requests, write to press@example.com. Please include your publication, your deadline and the topic you are covering; we usually answer within one working day.',
        ],
      },
      {
        heading: 'The Storefront at a glance',
        paragraphs: [
          'The Storefront is a multi-service ordering platform. With one account, customers order food, groceries, pharmacy products and goods from local shops, send parcels and rent vehicles, in English or Arabic.',
        ],
        items: [
          'Six services in one app: food, grocery, pharmacy, shop, parcel and rental.',
          'Local stores, restaurants and rental providers as partners.',
          'Guest checkout, a digital wallet and loyalty points.',
        ],
      },
      {
        heading: 'Logos and images',
        paragraphs: [
          'Our logo, product screenshots and team photos are available on request. Please do not change the colours or proportions of the logo, and do not use our brand in a way that suggests we endorse a product or opinion.',
        ],
      },
    ],
  },
  contact: {
    slug: 'contact',
    title: 'Contact us',
    intro:
      'Our support team helps with orders, payments, deliveries and your account. Every channel below reaches the same team, so choose the one that suits you.',
    sections: [
      {
        heading: 'Support hours',
        paragraphs: ['We answer chat and e-mail at any hour; the phone line keeps set hours.'],
        items: [
          'Chat and e-mail: 24 hours a day, 7 days a week.',
          'Phone: every day, from 8:00 to 22:00 local time.',
          'Replies by e-mail: usually within 4 hours.',
        ],
      },
      {
        heading: 'E-mail',
        paragraphs: [
          'Write to support@example.com. Include your order number and the phone number or e-mail address on your account so we can find your order quickly.',
        ],
      },
      {
        heading: 'Phone',
        paragraphs: ['Call us on +1 555 0100. If your order is on its way, please have the order number ready.'],
      },
      {
        heading: 'Chat',
        paragraphs: [
          'Live chat is available when you are signed in: open the chat from the header or from your order to talk to support, the store or your courier. Guests can reach us by e-mail or phone.',
        ],
      },
      {
        heading: 'Before you get in touch',
        paragraphs: ['Having these details ready helps us solve your problem in one reply:'],
        items: [
          'Your order number, shown in the order confirmation and in your order history.',
          'A photo, if an item arrived damaged or is not what you ordered.',
          'The payment method you used, if your question is about a charge.',
        ],
      },
    ],
    cta: { label: 'Read the FAQ', to: '/faq' },
  },
};
