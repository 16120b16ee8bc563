import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createTRPCClient, httpLink } from '@trpc/client';
import { print } from 'graphql';
import superjson from 'superjson';
import type { AppRouter } from '../../../server/trpc/router';
import type { CookieJar } from './auth';

/** A tRPC client over HTTP with the browser's transformer, optionally carrying a session. */
export function trpcClient(baseUrl: string, jar?: CookieJar) {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${baseUrl}/api/trpc`,
        transformer: superjson,
        headers: () => (jar ? { cookie: jar.header() } : {}),
      }),
    ],
  });
}

export type GraphQLResponse<TData = Record<string, unknown>> = {
  status: number;
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** POSTs a GraphQL operation as a browser on the same origin would. */
export async function graphql<TData = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<TData>> {
  const response = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GraphQLResponse<TData>, 'status'>;
  return { status: response.status, ...body };
}

/** POSTs a codegen-typed operation (graphql/operations/…), typed by its document. */
export function graphqlOperation<TData, TVariables extends Record<string, unknown>>(
  baseUrl: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<TData>> {
  return graphql<TData>(baseUrl, print(document), variables, headers);
}

/** The code of a GraphQL answer's first error. */
export function errorCode(response: { errors?: { extensions?: { code?: string } }[] | null }): string | undefined {
  return response.errors?.[0]?.extensions?.code;
}
