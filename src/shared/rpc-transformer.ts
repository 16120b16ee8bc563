import superjson, { type SuperJSONResult, type SuperJSONValue } from 'superjson';

type Json = SuperJSONResult['json'];

/**
 * Whether superjson would send `value` as it is, with no annotations: nothing but null,
 * booleans, strings, finite numbers other than -0, arrays and plain objects, no key superjson
 * refuses, and no object reached twice (superjson records shared references).
 */
function isPlainJson(value: unknown, seen: Set<object>): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      if (seen.has(value)) return false;
      seen.add(value);
      if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index += 1) {
          if (!(index in value) || !isPlainJson(value[index], seen)) return false;
        }
        return true;
      }
      const prototype = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) return false;
      for (const key in value) {
        if (key === '__proto__' || key === 'constructor' || key === 'prototype') return false;
        if (!isPlainJson((value as Record<string, unknown>)[key], seen)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

/**
 * superjson on the wire (SPEC.md section 7), both ways. Most answers are plain JSON, for which
 * superjson's output is `{ json: value }`; a quick check finds those and skips superjson's
 * annotating walk (a measurable share of a small call such as `users.getMe`). Anything else
 * (dates, Maps, undefined, shared references…) goes through superjson itself.
 */
export const rpcTransformer = {
  serialize(value: unknown): SuperJSONResult {
    return isPlainJson(value, new Set()) ? { json: value as Json } : superjson.serialize(value as SuperJSONValue);
  },
  deserialize: <T>(payload: SuperJSONResult): T => superjson.deserialize<T>(payload),
};
