import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphQLErrorCode, graphQLErrorMessage } from '../lib/graphql-errors';
import { useToast } from './toast-provider';

// The server's own sentence says what went wrong ("the last OWNER keeps the role"); internal
// errors and an unreachable server are said in the reader's language.
const GENERIC_CODES = new Set(['INTERNAL_SERVER_ERROR', 'NETWORK']);

/** The message a person reads for a failed GraphQL operation. */
export function useGraphQLErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const code = graphQLErrorCode(error);
      const message = graphQLErrorMessage(error);
      if (!GENERIC_CODES.has(code) && message) return message;
      return t(`graphql.error.${code}`, { defaultValue: t('graphql.error.INTERNAL_SERVER_ERROR') });
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

/**
 * Runs a mutation with feedback: a success toast (when a message is given) or an error toast
 * with the server's message. Resolves to the result, or undefined when it failed.
 */
export function useGraphQLAction() {
  const toast = useToast();
  const toastError = useGraphQLErrorToast();
  return useCallback(
    async <T>(action: () => Promise<T>, successMessage?: string): Promise<T | undefined> => {
      try {
        const result = await action();
        if (successMessage) toast(successMessage, 'success');
        return result;
      } catch (error) {
        toastError(error);
        return undefined;
      }
    },
    [toast, toastError],
  );
}
