import { describe, expect, it } from 'vitest';
import { normaliseDealerName } from '../../../src/shared/agent/dealer-name';

describe('normaliseDealerName', () => {
  it.each([
    ['Hill Country Motors, Inc.', 'hill country motors'],
    ['hill country motors', 'hill country motors'],
    ['The Car Barn LLC', 'car barn'],
    ["Bob's Auto Sales & Service", 'bobs auto sales and service'],
    ['  Lone   Star  Autoplex ', 'lone star autoplex'],
    ['Alamo Ford Co.', 'alamo ford'],
    ['Café Motors Corp', 'cafe motors'],
    ['Smith & Sons Co Inc', 'smith and sons'],
    ['The', 'the'],
    ['Company', 'company'],
  ])('%s → %s', (name, expected) => {
    expect(normaliseDealerName(name)).toBe(expected);
  });

  it('keeps brand and trade words that tell dealers apart', () => {
    expect(normaliseDealerName('Bluebonnet Ford')).not.toBe(normaliseDealerName('Bluebonnet Chevrolet'));
    expect(normaliseDealerName('River City Cars')).not.toBe(normaliseDealerName('River City Motors'));
  });
});
