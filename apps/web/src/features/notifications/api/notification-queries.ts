import type { Notification, NotificationCount } from '@fairway/contracts';
import { NOTIFICATION_PAGE_SIZE } from '@fairway/contracts/constants';
import {
  type InfiniteData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { replaceQueryData } from '../../../lib/query-client';

/** Every notification query starts with this key: live events invalidate by it. */
export const notificationsKey = ['notifications'] as const;
export const notificationKeys = {
  list: [...notificationsKey, 'list'] as const,
  unread: [...notificationsKey, 'unread-count'] as const,
};

/** The next page to ask for, or undefined once a page came back with fewer than 15 (member-area §9). */
export function nextPageIndex(lastPage: readonly unknown[], pages: readonly unknown[]): number | undefined {
  return lastPage.length < NOTIFICATION_PAGE_SIZE ? undefined : pages.length;
}

export function useNotificationPages(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) => apiRequest<Notification[]>(apiPaths.notifications(pageParam)),
    initialPageParam: 0,
    getNextPageParam: nextPageIndex,
    enabled,
  });
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: () => apiRequest<NotificationCount>(apiPaths.notificationsUnreadCount()),
  });
}

export function useUnreadCount(enabled = true) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}

type NotificationPages = InfiniteData<Notification[], number>;

/**
 * Opening the dropdown: the count shows zero at once and the server marks everything read; once it has,
 * the listed items lose their unread styling too (without asking for every loaded page again).
 */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<NotificationCount>(apiPaths.notificationsMarkAllRead(), { method: 'POST' }),
    onMutate: () => replaceQueryData<NotificationCount>(queryClient, notificationKeys.unread, { count: 0 }),
    onSuccess: async () => {
      // A page asked for before the marking landed may still say unread: it is asked for again.
      if (queryClient.isFetching({ queryKey: notificationKeys.list }) > 0) {
        return queryClient.invalidateQueries({ queryKey: notificationKeys.list });
      }
      queryClient.setQueryData<NotificationPages>(notificationKeys.list, (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => page.map((n) => (n.read ? n : { ...n, read: true }))) }
          : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unread }),
  });
}
