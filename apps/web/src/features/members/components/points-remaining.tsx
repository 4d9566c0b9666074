import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { usePoints, useRefreshPoints } from '../api/get-points';

interface PointsRemainingProps {
  /** Clubs with points disabled count rounds instead; undefined (nothing shown) until that is known. */
  rounds: boolean | undefined;
  showOpenPlay: boolean;
  compact?: boolean;
}

/** Points remaining in the top bar, with the refresh icon (points?refresh=true). */
export function PointsRemaining({ rounds, showOpenPlay, compact = false }: PointsRemainingProps) {
  const { t } = useTranslation();
  const points = usePoints();
  const refresh = useRefreshPoints();
  if (!points.data || rounds === undefined) return null;
  const { homePoints, flexiPoints } = points.data;
  const home = rounds
    ? t('topBar.homeRounds', { count: homePoints })
    : t('topBar.homePoints', { count: homePoints });
  const openPlay = rounds
    ? t('topBar.openPlayRounds', { count: flexiPoints })
    : t('topBar.openPlayPoints', { count: flexiPoints });
  return (
    <Group gap={4} wrap="nowrap">
      {compact ? (
        // Mobile: short labelled forms on two small lines ("Home 250" over "Open 132"), no wider than the
        // bare numbers were, so the top bar never wraps at 360 px; the full words for screen readers.
        <Text
          component="span"
          size="xs"
          fw={700}
          lh={1.15}
          aria-live="polite"
          style={{ whiteSpace: 'nowrap', display: 'flex', flexDirection: 'column' }}
          title={showOpenPlay ? `${home} · ${openPlay}` : home}
        >
          <span aria-hidden="true">{t('topBar.homeShort', { count: homePoints })}</span>
          {showOpenPlay && (
            <span aria-hidden="true">{t('topBar.openPlayShort', { count: flexiPoints })}</span>
          )}
          <VisuallyHidden>
            {home}
            {showOpenPlay && ` · ${openPlay}`}
          </VisuallyHidden>
        </Text>
      ) : (
        <Text size="sm" fw={600} aria-live="polite">
          <span>{home}</span>
          {showOpenPlay && <span> · {openPlay}</span>}
        </Text>
      )}
      <LazyTooltip label={t('topBar.refreshPoints')}>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          size="md"
          aria-label={t('topBar.refreshPoints')}
          loading={refresh.isPending}
          onClick={() => refresh.mutate()}
        >
          <IconRefresh size={18} aria-hidden="true" />
        </ActionIcon>
      </LazyTooltip>
    </Group>
  );
}
