// The remote valuation provider: a stand-in on loopback answers, fails, times out or answers
// nonsense; every failure gives the built-in value marked as a fallback.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetValuationsDocument } from '../../graphql/generated/operations/GetValuations';
import type { DatabaseHandle } from '../../server/db/client';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';

type Mode = 'ok' | 'error' | 'slow' | 'nonsense';
let mode: Mode = 'ok';
const received: {
  authorization?: string;
  body: { source: string; vehicle: { make: string; mileage: number }; asOf: string };
}[] = [];

let provider: Server;
let database: DatabaseHandle;
let remote: InProcessGraph;
let local: InProcessGraph;
const vehicle = { year: 2022, make: 'Toyota', model: 'Camry', mileage: 30_000, zip: '78745' };

beforeAll(async () => {
  provider = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(text) });
      const answer = () => {
        if (mode === 'error') return response.writeHead(500).end('down');
        if (mode === 'nonsense')
          return response.writeHead(200, { 'content-type': 'application/json' }).end('{"value":"lots"}');
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            valueCents: 2_345_600,
            lowCents: 2_200_000,
            highCents: 2_500_000,
            asOf: '2026-01-15',
            method: 'Stand-in book',
          }),
        );
      };
      if (mode === 'slow') setTimeout(answer, 1_500);
      else answer();
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  database = await openTestDatabase();
  remote = await startInProcessGraph(database, {
    valuationProvider: { url: `http://127.0.0.1:${port}/value`, key: 'stand-in-key', timeoutMs: 400 },
  });
  local = await startInProcessGraph(database);
});
afterAll(async () => {
  await remote.close();
  await local.close();
  await database.close();
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});

describe('a configured remote provider', () => {
  it('answers each source, asked with the key, the vehicle and the date', async () => {
    mode = 'ok';
    received.length = 0;
    const answer = await remote.run('editor@demo.test', GetValuationsDocument, { vehicle });
    expect(answer.errors).toBeUndefined();
    for (const valuation of answer.data!.valuations.valuations) {
      expect(valuation).toMatchObject({
        valueCents: 2_345_600,
        lowCents: 2_200_000,
        highCents: 2_500_000,
        asOf: '2026-01-15',
      });
      expect(valuation.provenance).toMatchObject({
        provider: 'remote',
        method: 'Stand-in book',
        fallback: false,
        fallbackReason: null,
      });
    }
    expect(received.map((request) => request.body.source).sort()).toEqual([
      'auction_index',
      'consumer_retail_guide',
      'dealer_retail_guide',
      'wholesale_book',
    ]);
    expect(
      received.every(
        (request) => request.authorization === 'Bearer stand-in-key' && request.body.vehicle.mileage === 30_000,
      ),
    ).toBe(true);
  });

  it.each([
    ['error', 'the provider answered HTTP 500'],
    ['slow', 'the provider did not answer within 400 ms'],
    ['nonsense', 'the provider answered in an unexpected shape'],
  ] as const)('falls back to the built-in value, marked, when it %s', async (failure, reason) => {
    mode = failure;
    const builtIn = await local.run('editor@demo.test', GetValuationsDocument, { vehicle });
    const answer = await remote.run('editor@demo.test', GetValuationsDocument, { vehicle });
    expect(answer.errors).toBeUndefined();
    const expected = builtIn.data!.valuations.valuations.map((valuation) => ({
      ...valuation,
      provenance: { ...valuation.provenance, fallback: true, fallbackReason: reason },
    }));
    expect(answer.data!.valuations.valuations).toEqual(expected);
    expect(expected.some((valuation) => valuation.valueCents !== null)).toBe(true);
  });
});
