import { describe, expect, it } from 'vitest';
import {
  acceptsLines,
  addingMakesRevision,
  autoApproves,
  decidedStatus,
  lineTotalCents,
  nextStatus,
  orderTotals,
  REPAIR_ORDER_STATUSES,
  waitingCostCents,
  type RepairOrderStep,
} from '../../../src/shared/recon/repair-order';

describe('repair-order state machine', () => {
  const allowed: Record<RepairOrderStep, string[]> = {
    submit: ['draft'],
    start: ['approved', 'partly_approved'],
    complete: ['in_progress'],
    close: ['declined', 'completed'],
  };
  const targets: Record<RepairOrderStep, string> = {
    submit: 'awaiting_approval',
    start: 'in_progress',
    complete: 'completed',
    close: 'closed',
  };

  for (const step of Object.keys(allowed) as RepairOrderStep[]) {
    it(`${step} leads from exactly ${allowed[step].join(', ')} to ${targets[step]}`, () => {
      expect(REPAIR_ORDER_STATUSES.filter((status) => nextStatus(status, step).ok)).toEqual(allowed[step]);
      for (const status of allowed[step])
        expect(nextStatus(status as never, step)).toEqual({ ok: true, status: targets[step] });
    });
  }

  it('names the states a refused step needs', () => {
    expect(nextStatus('closed', 'start')).toEqual({
      ok: false,
      reason: 'An order that is closed cannot start; it must be approved or partly approved.',
    });
  });

  it('decides the order from its lines only when none is pending', () => {
    expect(decidedStatus([])).toBeNull();
    expect(decidedStatus(['approved', 'pending'])).toBeNull();
    expect(decidedStatus(['approved', 'approved'])).toBe('approved');
    expect(decidedStatus(['declined', 'declined'])).toBe('declined');
    expect(decidedStatus(['approved', 'declined'])).toBe('partly_approved');
  });

  it('takes lines until completed; a decided order takes them as a revision', () => {
    expect(REPAIR_ORDER_STATUSES.filter(acceptsLines)).toEqual([
      'draft',
      'awaiting_approval',
      'approved',
      'partly_approved',
      'declined',
      'in_progress',
    ]);
    expect(REPAIR_ORDER_STATUSES.filter(addingMakesRevision)).toEqual([
      'approved',
      'partly_approved',
      'declined',
      'in_progress',
    ]);
  });
});

describe('repair-order money', () => {
  const line = { laborHundredths: 150, laborRateCents: 12_000, partsCents: 4_599, subletCostCents: 10_000 };

  it('prices labor as hours × rate, plus parts and sublet', () => {
    expect(lineTotalCents(line)).toBe(18_000 + 4_599 + 10_000);
    expect(lineTotalCents({ laborHundredths: 33, laborRateCents: 10_001, partsCents: 0, subletCostCents: 0 })).toBe(
      3_300,
    );
  });

  it('totals by decision', () => {
    const lines = [
      { ...line, decision: 'approved' as const },
      { ...line, partsCents: 0, subletCostCents: 0, decision: 'declined' as const },
      { ...line, laborHundredths: 0, subletCostCents: 0, decision: 'pending' as const },
    ];
    expect(orderTotals(lines)).toEqual({
      estimateCents: 32_599 + 18_000 + 4_599,
      approvedCents: 32_599,
      pendingCents: 4_599,
      declinedCents: 18_000,
    });
  });

  it('auto-approves strictly under a set threshold unless approval is required', () => {
    expect(autoApproves(9_999, { approvalRequired: false, autoApproveUnderCents: 10_000 })).toBe(true);
    expect(autoApproves(10_000, { approvalRequired: false, autoApproveUnderCents: 10_000 })).toBe(false);
    expect(autoApproves(1, { approvalRequired: false, autoApproveUnderCents: 0 })).toBe(false);
    expect(autoApproves(1, { approvalRequired: true, autoApproveUnderCents: 10_000 })).toBe(false);
  });

  it('charges the holding cost for each day a line waits, part days included, never negative', () => {
    const submitted = new Date('2026-01-01T00:00:00Z');
    expect(waitingCostCents(submitted, new Date('2026-01-03T12:00:00Z'), 4_000)).toBe(10_000);
    expect(waitingCostCents(submitted, new Date('2025-12-31T00:00:00Z'), 4_000)).toBe(0);
  });
});
