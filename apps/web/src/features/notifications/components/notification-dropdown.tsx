import type { Notification } from '@fairway/contracts';
import { NOTIFICATION_TYPES } from '@fairway/contracts/constants';
import { Box, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  type IconBell,
  IconCalendarEvent,
  IconCreditCard,
  IconInfoCircle,
  IconTicket,
  IconUser,
  IconUserQuestion,
  IconUsers,
} from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { type DropdownProps, PopoverPanel } from '../../../components/popover-panel';
import { useBuddyWords } from '../../buddies';
import { useNotificationPages } from '../api/notification-queries';
import { isShown, notificationDestination } from '../lib/destination';
import { timeSince } from '../lib/time-since';

/** Member-area §2 and §9: the dropdown is at most 340 px high and loads more 5 px from its bottom. */
export const DROPDOWN_MAX_HEIGHT = 340;
export const LOAD_MORE_THRESHOLD_PX = 5;

const ICONS: Record<number, typeof IconBell> = {
  [NOTIFICATION_TYPES.booking]: IconCalendarEvent,
  [NOTIFICATION_TYPES.buddyRequest]: IconUsers,
  [NOTIFICATION_TYPES.account]: IconUser,
  [NOTIFICATION_TYPES.ticket]: IconTicket,
  [NOTIFICATION_TYPES.payment]: IconCreditCard,
  [NOTIFICATION_TYPES.partyHoldInvitation]: IconUserQuestion,
};

/** The notification dropdown (member-area §2, §4): titled Notifications, 15 a page, infinite scroll. */
export default function NotificationDropdown(props: DropdownProps) {
  const { opened, id, onClose } = props;
  const { t } = useTranslation();
  const { plural } = useBuddyWords();
  const pages = useNotificationPages(opened);
  const scroller = useRef<HTMLDivElement>(null);
  const items = (pages.data?.pages.flat() ?? []).filter((n) => isShown(n.type));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  const loadMoreNearBottom = () => {
    const el = scroller.current;
    if (!el || !hasNextPage || isFetchingNextPage) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= LOAD_MORE_THRESHOLD_PX) void fetchNextPage();
  };
  // A first page too short to scroll cannot be scrolled to its bottom: load on while the list fits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check after each page arrives
  useEffect(loadMoreNearBottom, [pages.data, hasNextPage, isFetchingNextPage]);

  return (
    <PopoverPanel {...props} title={t('notifications.title')} width={360}>
      <Box
        ref={scroller}
        mah={DROPDOWN_MAX_HEIGHT}
        style={{ overflowY: 'auto' }}
        onScroll={loadMoreNearBottom}
        data-testid="notification-scroller"
      >
        {pages.isPending ? (
          <Group justify="center" p="md">
            <LoadingIndicator size="sm" />
          </Group>
        ) : items.length === 0 ? (
          <Text px="md" pb="md">
            {t('notifications.empty')}
          </Text>
        ) : (
          <Stack
            gap={0}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-labelledby={`${id}-title`}
          >
            {items.map((n) => (
              <li key={n.id}>
                <NotificationItem
                  notification={n}
                  to={notificationDestination(n.type, plural, n.action)}
                  onGo={() => onClose(false)}
                />
              </li>
            ))}
          </Stack>
        )}
        {isFetchingNextPage && (
          <Group justify="center" p="xs">
            <Loader size="xs" role="status" aria-label={t('notifications.loadingMore')} />
          </Group>
        )}
      </Box>
    </PopoverPanel>
  );
}

function NotificationItem({
  notification: n,
  to,
  onGo,
}: {
  notification: Notification;
  to: string | null;
  onGo: () => void;
}) {
  const { t } = useTranslation();
  const Icon = ICONS[n.type] ?? IconInfoCircle;
  const since = timeSince(n.published);
  const body = (
    <Group gap="sm" wrap="nowrap" align="flex-start" px="md" py="xs">
      <Icon size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <Box miw={0}>
        <Text size="sm" fw={n.read ? 500 : 700}>
          {n.object.Title}
        </Text>
        <Text size="sm" c="gray.8">
          {n.object.Description}
        </Text>
        <Text size="xs" c="gray.7">
          <time dateTime={n.published}>{t(`notifications.ago.${since.unit}`, { count: since.count })}</time>
        </Text>
      </Box>
    </Group>
  );
  const style = { display: 'block', width: '100%', borderTop: '1px solid var(--mantine-color-gray-2)' };
  return to ? (
    <UnstyledButton component={Link} to={to} onClick={onGo} style={style} className="notification-item">
      {body}
    </UnstyledButton>
  ) : (
    <Box style={style}>{body}</Box>
  );
}
