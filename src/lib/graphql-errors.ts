import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

// Apart from the client (lib/apollo.ts): reading an error must not load Apollo's client and cache
// into every page that shows one (the app shell's user menu among them).

/** The product error code of a failed operation (`extensions.code`), `NETWORK` when the server was not reached. */
export function graphQLErrorCode(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR';
  }
  if (ServerError.is(error)) return error.statusCode === 401 ? 'UNAUTHENTICATED' : 'INTERNAL_SERVER_ERROR';
  return 'NETWORK';
}

/** The server's own message of a failed operation (specific, e.g. which field is wrong), if it sent one. */
export function graphQLErrorMessage(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
}
