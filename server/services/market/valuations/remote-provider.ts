import { z } from 'zod';
import type { ValuationSource } from '../../../../src/shared/access';
import type { Subject } from '../../../../src/shared/market/comparables';
import type { Valuation } from '../../../../src/shared/market/sources';
import { logger } from '../../../observability/logger';

const log = logger('valuations');

/** A remote valuation provider (VALUATION_PROVIDER_URL / _KEY / _TIMEOUT_MS); absent: built-in values only. */
export type RemoteProviderConfig = { url: string; key: string; timeoutMs: number };

const ZAnswer = z.object({
  valueCents: z.number().int().positive(),
  lowCents: z.number().int().positive(),
  highCents: z.number().int().positive(),
  asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  method: z.string().max(500).optional(),
});

/**
 * Asks the provider for one source's value: `POST url` with `{ source, vehicle, asOf }` and the
 * key as a bearer token, answered by `{ valueCents, lowCents, highCents, asOf, method? }`. Any
 * failure (network, status, shape, timeout) falls back to the built-in value, marked as such.
 */
export async function remoteValuation(options: {
  config: RemoteProviderConfig;
  source: ValuationSource;
  subject: Subject;
  asOf: string;
  builtIn: Valuation;
}): Promise<Valuation> {
  const { config, source, subject, asOf, builtIn } = options;
  let reason: string;
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.key}` },
      body: JSON.stringify({ source, vehicle: subject, asOf }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (response.ok) {
      const parsed = ZAnswer.safeParse(await response.json().catch(() => null));
      if (parsed.success) {
        const answer = parsed.data;
        return {
          source,
          valueCents: answer.valueCents,
          lowCents: answer.lowCents,
          highCents: answer.highCents,
          asOf: answer.asOf,
          provenance: {
            method: answer.method ?? 'Remote provider',
            recordsUsed: 0,
            comparableIds: [],
            bookEntryId: null,
            provider: 'remote',
            fallback: false,
            fallbackReason: null,
            lowConfidence: false,
          },
        };
      }
      reason = 'the provider answered in an unexpected shape';
    } else reason = `the provider answered HTTP ${response.status}`;
  } catch (error) {
    reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `the provider did not answer within ${config.timeoutMs} ms`
        : 'the provider could not be reached';
  }
  log.warn({ source, reason }, 'valuation provider failed; using the built-in value');
  return { ...builtIn, provenance: { ...builtIn.provenance, fallback: true, fallbackReason: reason } };
}
