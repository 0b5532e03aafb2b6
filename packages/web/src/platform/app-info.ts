/** Product version shown in the footer (root package.json, injected at build time). */
export const APP_VERSION: string = __APP_VERSION__;

/** Support mailbox every error toast points to (spec 000 §8.1). */
export const SUPPORT_EMAIL = 'suporte@sigsa.gov.pt';
