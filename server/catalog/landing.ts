// The content of GET /react-landing-page (routes/config.ts): the landing page's texts and images.
import { url } from '../http/respond.ts';

/** The react-landing-page's own image folders (its `base_urls`/`s3_base_urls`). */
const LANDING_BASES = {
  header_icon_url: url('/storage/landing'),
  header_banner_url: url('/storage/landing'),
  testimonial_image_url: url('/storage/landing'),
  promotional_banner_url: url('/storage/landing'),
  business_image_url: url('/storage/landing'),
};

export function landingPage() {
  return {
    base_urls: LANDING_BASES,
    s3_base_urls: LANDING_BASES,
    header_title: 'Everything you need, delivered',
    header_sub_title: 'Food, groceries, medicine, shopping, parcels and rentals in one place.',
    header_tag_line: 'Order now',
    header_icon: 'header-icon.png',
    header_icon_full_url: url('/storage/landing/header-icon.png'),
    header_banner: 'header-banner.png',
    header_banner_full_url: url('/storage/landing/header-banner.png'),
    company_title: 'Demo Mart',
    company_sub_title: 'Your city, delivered',
    company_description: 'A reference storefront running on local demo data.',
    company_button_name: 'Explore',
    company_button_url: '/home',
    download_user_app_title: 'Download the app',
    download_user_app_sub_title: 'Order faster from your phone.',
    // "Earn as a seller / as a courier": the platform's client reads the two button URLs, which the platform's
    // backend copy does not send (platform-api-turn4 §7.4); this one sends the business's registration pages.
    earning_title: 'Earn money with Demo Mart',
    earning_sub_title: 'Join the stores and couriers of your city.',
    earning_seller_title: 'Become a seller',
    earning_seller_sub_title: 'Open your store and reach customers across Dhaka.',
    earning_seller_button_name: 'Register as a seller',
    earning_seller_button_url: 'https://vendor.example.com/apply',
    earning_seller_status: 1,
    earning_dm_title: 'Become a courier',
    earning_dm_sub_title: 'Deliver on your own hours and get paid weekly.',
    earning_dm_button_name: 'Register as a courier',
    earning_dm_button_url: 'https://courier.example.com/apply',
    earning_dm_status: 1,
    business_title: 'Apps for your business',
    business_sub_title: 'Manage your store or your deliveries from your phone.',
    business_image: 'business-apps.png',
    business_image_full_url: url('/storage/landing/business-apps.png'),
    testimonial_title: 'What customers say',
    testimonial_list: testimonials(),
    fixed_newsletter_title: 'Stay in the loop',
    fixed_newsletter_sub_title: 'Deals and news, once a month.',
    fixed_footer_description: 'Demo Mart delivers food, groceries, medicine and more across Dhaka.',
    fixed_promotional_banner: 'discount-banner.png',
    fixed_promotional_banner_full_url: url('/storage/landing/discount-banner.png'),
    promotion_banners: [{ img: 'promo-1.png' }, { img: 'promo-2.png' }],
    promotion_banners_full_url: [url('/storage/landing/promo-1.png'), url('/storage/landing/promo-2.png')],
    ...downloadLinks(),
    available_zone_status: 1,
    available_zone_title: 'Available zones',
    available_zone_short_description: 'We deliver in these areas.',
    available_zone_image: null,
    available_zone_image_full_url: null,
    module_home_page_data_title: null,
    module_home_page_data_sub_title: null,
    module_home_page_data_image: '',
    module_vendor_registration_data_title: null,
    module_vendor_registration_data_sub_title: null,
    module_vendor_registration_data_button_title: null,
    module_vendor_registration_data_image: '',
  };
}

/** The customers' reviews the landing page shows. */
function testimonials() {
  return [
    {
      id: 1,
      name: 'Nadia Rahman',
      designation: 'Designer',
      review: 'Fast delivery and fresh food.',
      reviewer_image: 'nadia-rahman.png',
      company_image: null,
      status: 1,
      created_at: '2024-01-01T10:00:00.000000Z',
      updated_at: '2024-01-01T10:00:00.000000Z',
      reviewer_image_full_url: url('/storage/landing/nadia-rahman.png'),
      company_image_full_url: null,
    },
    {
      id: 2,
      name: 'Tanvir Alam',
      designation: 'Engineer',
      review: 'My medicine arrived within the hour, even late at night.',
      reviewer_image: 'tanvir-alam.png',
      company_image: null,
      status: 1,
      created_at: '2024-02-01T10:00:00.000000Z',
      updated_at: '2024-02-01T10:00:00.000000Z',
      reviewer_image_full_url: url('/storage/landing/tanvir-alam.png'),
      company_image_full_url: null,
    },
    {
      // Switched off by the admin: the platform sends every row, the client keeps status 1.
      id: 3,
      name: 'Hidden Reviewer',
      designation: 'Tester',
      review: 'This review is switched off.',
      reviewer_image: null,
      company_image: null,
      status: 0,
      created_at: '2024-03-01T10:00:00.000000Z',
      updated_at: '2024-03-01T10:00:00.000000Z',
      reviewer_image_full_url: null,
      company_image_full_url: null,
    },
  ];
}

/** Where the customer's and the business's apps are downloaded (a `_status` of '0' hides that store's button). */
function downloadLinks() {
  return {
    download_user_app_links: {
      playstore_url_status: '1',
      playstore_url: 'https://play.google.com/store/apps/details?id=com.example.demomart',
      apple_store_url_status: '1',
      apple_store_url: 'https://www.apple.com/app-store/',
    },
    download_business_app_links: {
      seller_playstore_url_status: '1',
      seller_playstore_url: 'https://play.google.com/store/apps/details?id=com.example.demomart.seller',
      seller_appstore_url_status: '0',
      seller_appstore_url: null,
      dm_playstore_url_status: '1',
      dm_playstore_url: 'https://play.google.com/store/apps/details?id=com.example.demomart.courier',
      dm_appstore_url_status: '0',
      dm_appstore_url: null,
    },
  };
}
