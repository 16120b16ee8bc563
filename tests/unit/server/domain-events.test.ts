import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { emit, on } from '../../../server/services/domain-events';

const tx = {} as Database;

describe('the in-process domain events', () => {
  it('runs the handlers in the order they were registered, each awaited, and stops at the first failure', async () => {
    const calls: string[] = [];
    const first = on('recon.workflowChanged', async ({ organizationId }) => {
      await Promise.resolve();
      calls.push(`first ${organizationId}`);
    });
    const second = on('recon.workflowChanged', () => {
      calls.push('second');
      throw new Error('refused');
    });
    const third = on('recon.workflowChanged', () => void calls.push('third'));
    try {
      await expect(emit('recon.workflowChanged', { tx, organizationId: 'org-1' })).rejects.toThrow('refused');
      expect(calls).toEqual(['first org-1', 'second']);
    } finally {
      first();
      second();
      third();
    }
  });

  it('refuses an event emitted inside a transaction that nothing handles, instead of committing half the change', async () => {
    await expect(emit('recon.workflowChanged', { tx, organizationId: 'org-1' })).rejects.toThrow(
      'Nothing handles recon.workflowChanged in this process',
    );
  });

  it('lets an event after commit go unheard: a process without the cache it clears has nothing to do', async () => {
    await expect(emit('market.recordsChanged', {})).resolves.toBeUndefined();
  });
});
