import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef } from 'react';
import { GetNotificationsDocument } from '../../../graphql/generated/operations/GetNotifications';
import { MarkAllNotificationsReadDocument } from '../../../graphql/generated/operations/MarkAllNotificationsRead';
import { MarkNotificationReadDocument } from '../../../graphql/generated/operations/MarkNotificationRead';
import type { NotificationFieldsFragment } from '../../../graphql/generated/operations/NotificationFields';
import { followNotifications } from '../../lib/live-stream';
import { isInMobileShell, sendToShell } from '../../lib/mobile-bridge';
import { runGraph } from './graph';

export const NOTIFICATIONS_KEY = ['notifications', 'bell'] as const;
/** How many of the newest the bell lists. */
export const BELL_SIZE = 20;

export type BellNotification = NotificationFieldsFragment;

/**
 * Reads the bell's notifications again: the one function whatever learns of a new notification
 * calls (window focus, a route change, the live stream).
 */
export function useRefetchNotifications(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }), [client]);
}

/**
 * Sends the native mobile shell a `notification` message (README, "Native mobile shell") for each
 * notification the bell had not seen, of a kind the person hears of in the shell; never for what
 * was there at the first load.
 */
function useTellShell(items: readonly BellNotification[] | undefined) {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!items) return;
    if (seen.current === null) {
      seen.current = new Set(items.map((item) => item.id));
      return;
    }
    for (const item of [...items].reverse()) {
      if (seen.current.has(item.id)) continue;
      seen.current.add(item.id);
      if (item.toShell && !item.readAt && isInMobileShell()) {
        const { id, kind, title, body, url } = item;
        sendToShell('notification', { id, kind, title, body, url });
      }
    }
  }, [items]);
}

/**
 * The viewer's newest notifications and unread count, read again as they change (the browser's
 * live stream, src/lib/live-stream.ts), on window focus and after every route change.
 */
export function useNotifications() {
  const { asPath } = useRouter();
  const refetch = useRefetchNotifications();
  useEffect(() => followNotifications(refetch), [refetch]);
  const query = useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => runGraph(GetNotificationsDocument, { first: BELL_SIZE }),
    refetchOnWindowFocus: true,
    retry: false,
  });
  const path = asPath.split('?')[0];
  const firstPath = useRef(path);
  useEffect(() => {
    if (path !== firstPath.current) refetch();
    firstPath.current = path;
  }, [path, refetch]);
  const items = query.data?.notifications.edges.map((edge) => edge.node);
  useTellShell(items);
  const markRead = useMutation({
    mutationFn: (id: string) => runGraph(MarkNotificationReadDocument, { id }),
    onSettled: refetch,
  });
  const markAllRead = useMutation({
    mutationFn: () => runGraph(MarkAllNotificationsReadDocument, {}),
    onSettled: refetch,
  });
  return {
    items,
    unread: query.data?.unreadNotificationCount ?? 0,
    failed: query.isError,
    markRead: (id: string) => markRead.mutateAsync(id),
    markAllRead: () => markAllRead.mutate(),
    markingAll: markAllRead.isPending,
  };
}
