import { fetchRetrying } from './http';

/** One GraphQL operation over HTTP with a session cookie; the `data`, or an error naming what went wrong. */
export async function graphql<T>(
  baseUrl: string,
  cookie: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const response = await fetchRetrying(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let json: { data?: T | null; errors?: { message: string }[] };
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    throw new Error(`GraphQL: HTTP ${response.status}: ${text.slice(0, 200)}`);
  }
  if (json.errors?.length) throw new Error(`GraphQL: ${json.errors.map((error) => error.message).join('; ')}`);
  if (!response.ok || json.data == null) throw new Error(`GraphQL: HTTP ${response.status}: ${text.slice(0, 200)}`);
  return json.data;
}
