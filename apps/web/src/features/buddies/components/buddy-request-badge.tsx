import { ActionIcon, Indicator } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { useBuddyRequestCount } from '../api/buddy-queries';
import { useBuddyWords } from '../lib/theme-words';

/** The top bar's buddy-request badge: the incoming request count, leading to the buddies screen. */
export function BuddyRequestBadge() {
  const { t } = useTranslation();
  const { plural, lower } = useBuddyWords();
  const count = useBuddyRequestCount().data?.count ?? 0;
  return (
    <Indicator label={count} size={16} disabled={count === 0} color="red.9" offset={4}>
      <ActionIcon
        component={Link}
        to={appPaths.buddies(plural)}
        variant="subtle"
        color="gray.8"
        size="lg"
        aria-label={t('buddies.badge', { count, word: lower, plural })}
      >
        <IconUsers size={20} aria-hidden="true" />
      </ActionIcon>
    </Indicator>
  );
}
