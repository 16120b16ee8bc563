import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from '../config';

/**
 * Translations (SPEC.md section 7): GET /locales/{lng}.json, 'en' by default and as fallback,
 * flat keys (no key or namespace separator, so a key may contain dots and colons).
 */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: FALLBACK_LANGUAGE,
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      // No periodic reload: on the server an interval per render would keep every render alive.
      backend: { loadPath: '/locales/{{lng}}.json', reloadInterval: false },
      react: { useSuspense: false },
    });
  return instance;
}
