import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOverlay } from '../../../components/lazy-overlay';
import { useMarkAllRead, useUnreadCount } from '../api/notification-queries';

const NotificationDropdown = lazyOverlay(() => import('./notification-dropdown'));

export const NOTIFICATION_DROPDOWN_ID = 'notification-dropdown';

/**
 * The top bar's bell with the unread count (member-area §2). Opening the dropdown sets the count to
 * zero and marks everything read (§4); the dropdown is a chunk of its own.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const count = useUnreadCount().data?.count ?? 0;
  const markAllRead = useMarkAllRead();
  const button = useRef<HTMLButtonElement>(null);
  const onClose = useCallback((returnFocus: boolean) => {
    setOpened(false);
    if (returnFocus) button.current?.focus();
  }, []);
  const toggle = () => {
    if (!opened && count > 0) markAllRead.mutate();
    setOpened(!opened);
  };
  return (
    <>
      <Indicator label={count} size={16} disabled={count === 0} color="red.9" offset={4}>
        <ActionIcon
          ref={button}
          variant="subtle"
          color="gray.8"
          size="lg"
          aria-label={t('notifications.bell', { count })}
          aria-expanded={opened}
          aria-controls={opened ? NOTIFICATION_DROPDOWN_ID : undefined}
          onClick={toggle}
        >
          <IconBell size={20} aria-hidden="true" />
        </ActionIcon>
      </Indicator>
      <NotificationDropdown opened={opened} id={NOTIFICATION_DROPDOWN_ID} anchor={button} onClose={onClose} />
    </>
  );
}
