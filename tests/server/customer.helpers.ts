export const EN = { 'X-localization': 'en' };
