// The served config object (platform-api §4, 3.x flavour). A few 2.x keys are kept on purpose because the
// platform's web client still reads them: top-level `free_delivery_over` and `base_urls`.
// Stored in the settings table at seed time; createApp() merges opts.config and /__test/config on top.
import { url } from '../http/respond.ts';
import { MODULE_CONFIG } from './modules.ts';
import type { Config } from '../catalog/settings.ts';

export const PAYMENT_METHODS = [
  {
    gateway: 'stripe',
    gateway_title: 'Stripe',
    gateway_image: 'stripe.png',
    gateway_image_full_url: url('/storage/payment/stripe.png'),
  },
  {
    gateway: 'paypal',
    gateway_title: 'PayPal',
    gateway_image: 'paypal.png',
    gateway_image_full_url: url('/storage/payment/paypal.png'),
  },
  {
    gateway: 'ssl_commerz',
    gateway_title: 'SSLCommerz',
    gateway_image: 'ssl-commerz.png',
    gateway_image_full_url: url('/storage/payment/ssl-commerz.png'),
  },
];

/** Image folders by the platform's 2.x `base_urls` keys (6amMart's, plus StackFood's `product_image_url`). */
const IMAGE_BASES = {
  item_image_url: url('/storage/item'),
  product_image_url: url('/storage/item'),
  refund_image_url: url('/storage/refund'),
  customer_image_url: url('/storage/profile'),
  banner_image_url: url('/storage/banner'),
  category_image_url: url('/storage/category'),
  review_image_url: url('/storage/review'),
  notification_image_url: url('/storage/notification'),
  store_image_url: url('/storage/store'),
  vendor_image_url: url('/storage/vendor'),
  store_cover_photo_url: url('/storage/store'),
  delivery_man_image_url: url('/storage/delivery-man'),
  chat_image_url: url('/storage/conversation'),
  campaign_image_url: url('/storage/campaign'),
  business_logo_url: url('/storage/business'),
  order_attachment_url: url('/storage/order'),
  module_image_url: url('/storage/module'),
  parcel_category_image_url: url('/storage/parcel'),
  landing_page_image_url: url('/storage/landing'),
  react_landing_page_images: url('/storage/landing'),
  react_landing_page_feature_images: url('/storage/landing'),
  gateway_image_url: url('/storage/payment'),
  vehicle_image_url: url('/storage/vehicle'),
  vehicle_brand_image_url: url('/storage/brand'),
  brand_image_url: url('/storage/brand'),
};

/** The business as shown in the header and footer: name, logo, contacts, social and app links. */
function identity() {
  return {
    business_name: 'Demo Mart',
    logo: 'demo-mart-logo.png',
    logo_full_url: url('/storage/business/demo-mart-logo.png'),
    fav_icon: 'demo-mart-icon.png',
    fav_icon_full_url: url('/storage/business/demo-mart-icon.png'),
    address: 'House 12, Road 27, Dhanmondi, Dhaka',
    phone: '+8801700000000',
    email: 'support@example.com',
    country: 'BD',
    footer_text: 'Demo Mart — a reference storefront',
    cookies_text: 'We use cookies to keep you signed in and remember your cart.',
    social_media: [
      ['facebook', 'https://facebook.com/demomart'],
      ['instagram', 'https://instagram.com/demomart'],
      ['twitter', 'https://twitter.com/demomart'],
      ['linkedin', 'https://linkedin.com/company/demomart'],
      ['youtube', 'https://youtube.com/@demomart'],
    ].map(([name, link], i) => ({
      id: i + 1,
      name,
      link,
      status: 1,
      created_at: '2024-01-01T10:00:00.000000Z',
      updated_at: '2024-01-01T10:00:00.000000Z',
    })),
    landing_page_links: {
      app_url_android_status: '1',
      app_url_android: 'https://play.google.com/store/apps/details?id=com.example.demomart',
      app_url_ios_status: '1',
      app_url_ios: 'https://www.apple.com/app-store/',
      web_app_url_status: '0',
      web_app_url: null,
      seller_app_url_status: '0',
      seller_app_url: null,
      deliveryman_app_url_status: '0',
      deliveryman_app_url: null,
    },
  };
}

/** Money and ordering: currency, charges, payment methods, wallet, delivery and schedule options. */
function money() {
  return {
    currency_symbol: '৳',
    currency_symbol_direction: 'left',
    digit_after_decimal_point: 2,
    timeformat: '12',
    tax_included: 0,
    additional_charge_status: 1,
    additional_charge_name: 'Service Charge',
    additional_charge: 10,
    default_location: { lat: '23.757989', lng: '90.360587' },
    cash_on_delivery: true,
    digital_payment: true,
    digital_payment_info: { digital_payment: true, plugin_payment_gateways: false, default_payment_gateways: true },
    active_payment_method_list: PAYMENT_METHODS,
    offline_payment_status: 1,
    partial_payment_status: 1,
    partial_payment_method: 'both',
    add_fund_status: 1,
    customer_wallet_status: 1,
    per_km_shipping_charge: 10,
    minimum_shipping_charge: 40,
    parcel_per_km_shipping_charge: 12,
    parcel_minimum_shipping_charge: 50,
    schedule_order: true,
    schedule_order_slot_duration: 30,
    home_delivery_status: 1,
    takeaway_status: 1,
    dm_tips_status: 1,
    order_delivery_verification: false,
    admin_free_delivery: { status: true, type: 'free_delivery_by_order_amount', free_delivery_over: 500 },
    free_delivery_over: 500,
    guest_checkout_status: 1,
  };
}

/** Sign-in and rewards: verification, social and OTP login, loyalty points, referral and new-customer discount. */
function signIn() {
  return {
    customer_verification: true,
    firebase_otp_verification: 0,
    // No Firebase project offline: web push stays off until an operator (or a test) sets the web config.
    fcm_credentials: null,
    country_picker_status: 1,
    is_mail_active: true,
    is_sms_active: true,
    social_login: [
      { login_medium: 'google', status: true },
      { login_medium: 'facebook', status: true },
    ],
    apple_login: [
      {
        login_medium: 'apple',
        status: false,
        client_id: null,
        client_id_app: null,
        redirect_url_flutter: null,
        redirect_url_react: null,
      },
    ],
    centralize_login: {
      manual_login_status: 1,
      otp_login_status: 1,
      social_login_status: 1,
      google_login_status: 1,
      facebook_login_status: 1,
      apple_login_status: 0,
      email_verification_status: 0,
      phone_verification_status: 1,
    },
    loyalty_point_status: 1,
    loyalty_point_exchange_rate: 10,
    loyalty_point_item_purchase_point: 1,
    loyalty_point_minimum_point: 50,
    ref_earning_status: 1,
    ref_earning_exchange_rate: 50,
    new_customer_discount_status: 1,
    new_customer_discount_amount: 10,
    new_customer_discount_amount_type: 'percentage',
    new_customer_discount_amount_validity: 7,
    new_customer_discount_validity_type: 'day',
  };
}

/** Modules, languages, policies, app versions and the (off) websocket. */
function modulesAndApp() {
  return {
    module_config: MODULE_CONFIG,
    module: null,
    prescription_order_status: true,
    toggle_veg_non_veg: true,
    language: [
      { key: 'en', value: 'English' },
      { key: 'ar', value: 'العربية' },
    ],
    sys_language: [
      { key: 'en', value: 'English', direction: 'ltr', default: true },
      { key: 'ar', value: 'العربية', direction: 'rtl', default: false },
    ],
    demo: true,
    maintenance_mode: false,
    refund_active_status: true,
    refund_policy: 1,
    // The demo business has written no cancellation policy (catalog/policies.ts): its page is switched off.
    cancelation_policy: 0,
    shipping_policy: 1,
    app_minimum_version_android: '1.0.0',
    app_url_android: 'https://play.google.com/store/apps/details?id=com.example.demomart',
    app_minimum_version_ios: '1.0.0',
    app_url_ios: 'https://www.apple.com/app-store/',
    websocket_status: 0,
    websocket_url: null,
    websocket_port: null,
    websocket_key: null,
  };
}

export function baseConfig(): Config {
  return {
    ...identity(),
    ...money(),
    ...signIn(),
    ...modulesAndApp(),
    // 2.x image bases (platform-api §1.2, §4). The platform's web client joins `base_urls.<kind>` with
    // an object's file name (`${item_image_url}/${item.image}`), so every base here is the folder that
    // the matching `*_full_url` lives in. Local storage only: s3_base_urls repeats them.
    base_urls: IMAGE_BASES,
    s3_base_urls: IMAGE_BASES,
    // Reference-server additions (not on the platform): where the local stand-ins live.
    demo_otp: '123456' as string | null,
    map_style_url: url('/map/style.json'),
  };
}
