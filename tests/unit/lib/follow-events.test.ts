import type { ExecutionResult, Sink } from 'graphql-sse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  FollowEventsSubscription,
  FollowEventsSubscriptionVariables,
} from '../../../graphql/generated/operations/FollowEvents';
import { followEvents, RETRY, type LiveEvent } from '../../../src/lib/follow-events';

type Call = { variables: FollowEventsSubscriptionVariables; sink: Sink<ExecutionResult<FollowEventsSubscription>> };

const event = (id: string) => ({ id, type: 'recon.moved', subjectId: 'v', data: {}, occurredAt: '', actor: null });
const next = (call: Call, id: string) => call.sink.next({ data: { events: event(id) as LiveEvent } });

/** Follows with a stand-in stream that records each subscription; jitter fixed at its lowest. */
function follow() {
  const calls: Call[] = [];
  const seen: string[] = [];
  const reconnects = vi.fn();
  const stop = followEvents({
    subscribe: (variables, sink) => (calls.push({ variables, sink }), () => undefined),
    types: ['recon.moved'],
    onEvent: (each) => seen.push(each.id),
    onReconnect: reconnects,
    random: () => 0,
  });
  return { calls, seen, reconnects, stop };
}

describe('following the event stream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resubscribes after the last event seen when the stream ends, backing off, and shows none twice', () => {
    const { calls, seen, reconnects } = follow();
    expect(calls[0]!.variables).toEqual({ types: ['recon.moved'], after: null });
    next(calls[0]!, '7');
    next(calls[0]!, '9');
    calls[0]!.sink.complete(); // the server shut down
    vi.advanceTimersByTime(RETRY.firstMs / 2);
    expect(calls[1]!.variables.after).toBe('9');
    expect(reconnects).toHaveBeenCalledTimes(1);
    next(calls[1]!, '9'); // replayed again: dropped
    next(calls[1]!, '12');
    expect(seen).toEqual(['7', '9', '12']);
  });

  it('waits longer after each failure in a row, up to its cap', () => {
    const { calls } = follow();
    const delays = [RETRY.firstMs, 2 * RETRY.firstMs, 4 * RETRY.firstMs].map((ms) => ms / 2);
    for (const [index, delay] of delays.entries()) {
      calls[index]!.sink.error(new Error('network'));
      vi.advanceTimersByTime(delay - 1);
      expect(calls).toHaveLength(index + 1);
      vi.advanceTimersByTime(1);
      expect(calls).toHaveLength(index + 2);
    }
  });

  it('stops for good on a refusal, and when told to stop', () => {
    const refused = follow();
    refused.calls[0]!.sink.next({ errors: [{ message: 'Sign in', extensions: { code: 'UNAUTHENTICATED' } }] as never });
    refused.calls[0]!.sink.complete();
    vi.advanceTimersByTime(RETRY.maxMs);
    expect(refused.calls).toHaveLength(1);

    const stopped = follow();
    stopped.calls[0]!.sink.error(new Error('network'));
    stopped.stop();
    vi.advanceTimersByTime(RETRY.maxMs);
    expect(stopped.calls).toHaveLength(1);
  });
});
