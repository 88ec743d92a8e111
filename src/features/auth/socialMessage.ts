/** The window message a provider's pop-up sends back to the storefront (see SocialCallbackPage). */
export const SOCIAL_MESSAGE = 'storefront.social-credential';
