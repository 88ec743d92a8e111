// The platform config: the settings row 'config', served by GET /config with opts.config and test
// overrides merged on top (app.ts). These are the keys the server itself reads; every other key is passed
// through to clients as stored. seed/config.ts writes a value of this type.
export interface Config {
  demo: boolean;
  demo_otp: string | null;
  currency_symbol: string;
  tax_included: number;
  additional_charge_status: number;
  additional_charge: number;
  cash_on_delivery: boolean;
  digital_payment: boolean;
  active_payment_method_list: Array<{ gateway: string; gateway_title: string }>;
  offline_payment_status: number;
  customer_wallet_status: number;
  per_km_shipping_charge: number;
  minimum_shipping_charge: number;
  home_delivery_status: number;
  takeaway_status: number;
  admin_free_delivery: { status: boolean; type: string; free_delivery_over: number } | null;
  guest_checkout_status: number;
  firebase_otp_verification: number;
  /** The Firebase web config pushes are registered with (null: web push off). */
  fcm_credentials: {
    apiKey: string;
    authDomain?: string | null;
    projectId: string;
    storageBucket?: string | null;
    messagingSenderId: string;
    appId: string;
    measurementId?: string | null;
    vapidKey?: string | null;
  } | null;
  centralize_login: {
    manual_login_status: number;
    otp_login_status: number;
    social_login_status: number;
    email_verification_status: number;
    phone_verification_status: number;
    [key: string]: unknown;
  };
  loyalty_point_exchange_rate: number;
  loyalty_point_minimum_point: number;
  /** Per module type: whether it keeps stock, and the other module switches. */
  module_config: Record<string, unknown>;
  [key: string]: unknown;
}
