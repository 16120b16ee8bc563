import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from '../shared/config';

/**
 * GET /locales/{lng}.json. A few lines instead of i18next-http-backend, which every page's first
 * load carried. As there, a server error or an unreachable server is retried by i18next (the
 * `true` passed with the error), a missing file (4xx) or bad JSON is not.
 */
const translationsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const url = `/locales/${encodeURIComponent(language)}.json`;
    fetch(url, { credentials: 'same-origin' }).then(
      (response) => {
        if (!response.ok) {
          callback(`failed loading ${url}; status code: ${response.status}`, response.status >= 500);
          return;
        }
        response.json().then(
          (translations: Record<string, string>) => callback(null, translations),
          (error: Error) => callback(`failed parsing ${url}: ${error.message}`, false),
        );
      },
      (error: Error) => callback(`failed loading ${url}: ${error.message}`, true),
    );
  },
};

/**
 * Translations (SPEC.md section 7): GET /locales/{lng}.json, 'en' by default and as fallback,
 * flat keys (no key or namespace separator, so a key may contain dots and colons).
 */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  // The server renders only the loading frame (content waits for the client): it loads no
  // translations, so no request or timer outlives a render.
  if (typeof window !== 'undefined') instance.use(translationsBackend);
  void instance.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
