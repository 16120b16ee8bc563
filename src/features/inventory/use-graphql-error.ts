import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphQLErrorCode, graphQLErrorMessage } from '../../lib/apollo';
import { useToast } from '../notifications/toast-provider';

// Input and conflict errors carry the server's own sentence (which field, which vehicle);
// the others are said in the reader's language.
const SPECIFIC_CODES = new Set(['BAD_USER_INPUT', 'CONFLICT']);

/** The message a person reads for a failed GraphQL operation. */
export function useGraphQLErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const code = graphQLErrorCode(error);
      const message = graphQLErrorMessage(error);
      if (SPECIFIC_CODES.has(code) && message) return message;
      return t(`inventory.error.${code}`, { defaultValue: t('inventory.error.INTERNAL_SERVER_ERROR') });
    },
    [t],
  );
}

/** Toasts a failed operation's message. */
export function useGraphQLErrorToast() {
  const toast = useToast();
  const text = useGraphQLErrorText();
  return useCallback((error: unknown) => toast(text(error), 'error'), [toast, text]);
}
