import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from '../shared/config';

/**
 * Translations (SPEC.md section 7): GET /locales/{lng}.json, 'en' by default and as fallback,
 * flat keys (no key or namespace separator, so a key may contain dots and colons).
 */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  // The server renders only the loading frame (content waits for the client): it loads no
  // translations, so no request or timer outlives a render.
  if (typeof window !== 'undefined') instance.use(HttpBackend);
  void instance
    .use(initReactI18next)
    .init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: FALLBACK_LANGUAGE,
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      backend: { loadPath: '/locales/{{lng}}.json', reloadInterval: false },
      react: { useSuspense: false },
    });
  return instance;
}
