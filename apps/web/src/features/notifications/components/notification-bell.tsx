import { IconBell } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOverlay } from '../../../components/lazy-overlay';
import { TopBarPopover } from '../../../components/top-bar-popover';
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
  const onClose = useCallback(() => setOpened(false), []);
  const toggle = () => {
    if (!opened && count > 0) markAllRead.mutate();
    setOpened(!opened);
  };
  return (
    <TopBarPopover
      count={count}
      label={t('notifications.bell', { count })}
      icon={<IconBell size={20} aria-hidden="true" />}
      opened={opened}
      panelId={NOTIFICATION_DROPDOWN_ID}
      onToggle={toggle}
      onClose={onClose}
    >
      {(anchor, close) => (
        <NotificationDropdown opened={opened} id={NOTIFICATION_DROPDOWN_ID} anchor={anchor} onClose={close} />
      )}
    </TopBarPopover>
  );
}
