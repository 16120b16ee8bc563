import { setTimeout as delay } from 'node:timers/promises';

/**
 * fetch, tried once more after a failure below HTTP ("fetch failed": e.g. a kept-alive socket
 * the server closed just as it was reused), saying so on stderr. Not after a timeout.
 */
export async function fetchRetrying(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!(error instanceof TypeError) || init?.signal?.aborted) throw error;
    const cause = error.cause instanceof Error ? error.cause.message : 'no cause given';
    console.error(`[bench] ${init?.method ?? 'GET'} ${url}: ${error.message} (${cause}); trying once more`);
    await delay(200);
    return fetch(url, init);
  }
}
