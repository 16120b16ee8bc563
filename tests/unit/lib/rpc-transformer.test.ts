import fc from 'fast-check';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { rpcTransformer } from '../../../src/shared/rpc-transformer';

// What the wire carries: the serialized payload as JSON text, or the refusal.
const wire = (payload: unknown) => JSON.stringify(payload);
function sent(serialize: (value: unknown) => unknown, value: unknown): string {
  try {
    return wire(serialize(value));
  } catch (error) {
    return `refused: ${(error as Error).message}`;
  }
}
const bySuperjson = (value: unknown) => superjson.serialize(value as Parameters<typeof superjson.serialize>[0]);

const special = fc.oneof(
  fc.constant(undefined),
  fc.constant(Number.NaN),
  fc.constant(Number.POSITIVE_INFINITY),
  fc.constant(-0),
  fc.bigInt(),
  fc.date({ noInvalidDate: true }),
  fc.constant(new Map([['a', 1]])),
  fc.constant(new Set([1, 2])),
  fc.constant(/lot[0-9]+/g),
);

const { value: withSpecials } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue({ maxDepth: 2 }),
    special,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string(), tie('value'), { maxKeys: 4 }),
  ),
}));

describe('rpcTransformer', () => {
  it('sends plain JSON exactly as superjson does', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(sent(rpcTransformer.serialize, value)).toBe(sent(bySuperjson, value));
      }),
      { numRuns: 500 },
    );
  });

  it('sends values with dates, undefined, NaN, -0, bigints, Maps and Sets exactly as superjson does', () => {
    fc.assert(
      fc.property(withSpecials, (value) => {
        expect(sent(rpcTransformer.serialize, value)).toBe(sent(bySuperjson, value));
      }),
      { numRuns: 500 },
    );
  });

  it('leaves shared references, sparse arrays and class instances to superjson', () => {
    const shared = { name: 'Demo Motors' };
    const cases = [
      { owner: shared, billing: shared },
      // A sparse array (a hole at index 1).
      Object.assign(new Array<number>(3), { 0: 1, 2: 3 }),
      { at: new URL('https://lotwise.test/dashboard') },
      Object.assign(Object.create(null), { id: 'null-prototype' }),
    ];
    for (const value of cases) {
      expect(sent(rpcTransformer.serialize, value)).toBe(sent(bySuperjson, value));
    }
    expect(superjson.serialize(cases[0]).meta?.referentialEqualities).toEqual({ owner: ['billing'] });
  });

  it('refuses the keys superjson refuses', () => {
    const polluted = JSON.parse('{"constructor": {"prototype": 1}}') as unknown;
    expect(() => rpcTransformer.serialize(polluted)).toThrow(/prototype pollution/);
  });

  it('reads back what it sends', () => {
    fc.assert(
      fc.property(withSpecials, (value) => {
        fc.pre(!sent(bySuperjson, value).startsWith('refused'));
        const received = rpcTransformer.deserialize(JSON.parse(wire(rpcTransformer.serialize(value))));
        expect(received).toEqual(superjson.deserialize(JSON.parse(wire(superjson.serialize(value)))));
      }),
      { numRuns: 300 },
    );
  });
});
