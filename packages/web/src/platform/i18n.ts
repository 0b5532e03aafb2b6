import i18next, { type Resource } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

/** The only language of the product (spec 000 §1). */
export const LANGUAGE = 'pt-PT';

/** The i18next instance every screen translates with. */
export const i18n = i18next.createInstance();

/**
 * Loads the pt-PT texts. In the browser they come from the static file `/locales/pt-PT/translation.json`
 * (spec 000 §7.6); tests pass the same file as `resources` to skip the HTTP round trip.
 */
export async function initI18n(resources?: Resource): Promise<void> {
  if (i18n.isInitialized) return;
  if (!resources) i18n.use(HttpBackend);
  await i18n.use(initReactI18next).init({
    lng: LANGUAGE,
    fallbackLng: false,
    supportedLngs: [LANGUAGE],
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    resources,
    backend: resources
      ? undefined
      : { loadPath: '/locales/{{lng}}/{{ns}}.json', queryStringParams: { v: __APP_VERSION__ } },
  });
}
