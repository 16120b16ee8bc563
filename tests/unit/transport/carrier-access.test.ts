// A carrier's token (scope `transport`): what the access table lets it do, and what it holds.
import { describe, expect, it } from 'vitest';
import {
  OPERATION_ACCESS,
  SECTION_KEYS,
  TRANSPORT_ONLY_REASON,
  actorOf,
  apiTokenCapability,
  canDo,
  explainOperation,
  type Operation,
} from '../../../src/shared/access';
import { makeUser } from '../access/fixtures';

const OPERATIONS = Object.keys(OPERATION_ACCESS) as Operation[];

describe('the transport token', () => {
  it('is its own actor, apart from people and other tokens', () => {
    expect(actorOf(undefined)).toBe('person');
    expect(actorOf({ scopes: ['read', 'write'] })).toBe('api_token');
    expect(actorOf({ scopes: ['transport'] })).toBe('transport_token');
  });

  it('holds at most the transportation section, as a VIEWER', () => {
    expect(apiTokenCapability(['transport'], { role: 'OWNER', sections: [], active: true })).toEqual({
      working: true,
      role: 'VIEWER',
      sections: ['transportation'],
    });
    expect(SECTION_KEYS).toContain('transportation');
    expect(apiTokenCapability(['transport'], { role: 'EDITOR', sections: ['inventory'], active: true })).toEqual({
      working: true,
      role: 'VIEWER',
      sections: [],
    });
  });

  it('does only the carrier operations, and those only with the transportation section', () => {
    const carrier = makeUser({ role: 'VIEWER', permissions: ['transportation'] });
    expect(OPERATIONS.filter((operation) => canDo(carrier, operation, 'transport_token'))).toEqual([
      'readTransport',
      'moveTransport',
    ]);
    expect(explainOperation(carrier, 'readInventory', 'transport_token')).toEqual({
      allowed: false,
      rule: 'transport_only',
      reason: TRANSPORT_ONLY_REASON,
    });
    const withoutSection = makeUser({ role: 'VIEWER', permissions: [] });
    expect(OPERATIONS.filter((operation) => canDo(withoutSection, operation, 'transport_token'))).toEqual([]);
  });
});
