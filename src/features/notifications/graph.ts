import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

/**
 * Runs one of the notifications' operations: the bell lives in the shell, which has no Apollo
 * client (as the needs-attention badge does), so it posts the codegen document itself.
 */
export async function runGraph<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const response = await fetch('/api/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await response.json()) as { data?: TData | null; errors?: { message: string }[] };
  if (!body.data || body.errors?.length)
    throw new Error(body.errors?.[0]?.message ?? `The notifications request failed (${response.status}).`);
  return body.data;
}
