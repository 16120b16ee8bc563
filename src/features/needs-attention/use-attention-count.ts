import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { print } from 'graphql';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { GetMyAttentionCountDocument } from '../../../graphql/generated/operations/GetMyAttentionCount';
import { useLiveRefetch } from '../../base/use-live-events';
import type { NavBadges } from '../../layout/nav-badges';
import { canOpenSection } from '../../layout/navigation';
import type { AccessUser } from '../../shared/access';
import { ATTENTION_EVENT_TYPES } from '../../shared/needs-attention/rules';

const COUNT_KEY = ['needsAttention', 'myCount'] as const;
const COUNT_QUERY = print(GetMyAttentionCountDocument);

async function fetchCount(): Promise<number> {
  const response = await fetch('/api/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: COUNT_QUERY }),
  });
  const body = (await response.json()) as {
    data?: { myAttentionCount?: number } | null;
    errors?: { message: string }[];
  };
  if (typeof body.data?.myAttentionCount !== 'number')
    throw new Error(body.errors?.[0]?.message ?? `The attention count failed (${response.status}).`);
  return body.data.myAttentionCount;
}

/**
 * The viewer's open needs-attention items, for the navigation badge: one small query (the shell
 * has no Apollo client), read again on every navigation (the route is part of the key, the last
 * count shown meanwhile), after an action on the queue (`useRefreshAttentionCount`), and when a
 * change that may open or close an item arrives live (anyone's, through the tab's event stream).
 */
export function useAttentionCount(enabled: boolean): number | undefined {
  const { asPath } = useRouter();
  const refresh = useRefreshAttentionCount();
  useLiveRefetch(ATTENTION_EVENT_TYPES, refresh, enabled);
  const { data } = useQuery({
    queryKey: [...COUNT_KEY, asPath.split('?')[0]],
    queryFn: fetchCount,
    enabled,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
    retry: false,
  });
  return enabled ? data : undefined;
}

/** The navigation's badge of this feature, passed to the shell by the page: the count beside "Needs attention". */
export function useAttentionBadges(user: AccessUser | null): NavBadges {
  return { needs_attention: useAttentionCount(canOpenSection(user, 'needs_attention')) };
}

/** Reads the badge's count again (after a snooze, dismissal or reopening). */
export function useRefreshAttentionCount(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: COUNT_KEY }), [client]);
}
