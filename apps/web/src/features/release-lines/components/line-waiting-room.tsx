import type { ReleaseEntry, ReleaseLine } from '@fairway/contracts';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorText } from '../../../i18n/api-errors';
import { clock, useNowSelect, useSecondsLeft } from '../../../lib/countdown';
import { appPaths } from '../../../lib/paths';
import { formatInZone } from '../../../lib/zoned-dates';
import { ACCESSIBLE_COLOUR } from '../../../themes/accessible-colours';
import { useJoinLine } from '../api/line-queries';
import { useLiveLine } from '../api/use-live-line';
import {
  announcementStep,
  type LinePhase,
  linePhase,
  nextAnnouncement,
  samePhase,
  waitWords,
} from '../lib/line-phase';

/**
 * The phase, worked out again every second (a turn ends, the gathering starts); the room renders again only
 * when it changes, its countdowns each second on their own.
 */
function usePhase(line: ReleaseLine, gatherMinutes: number): LinePhase {
  return useNowSelect((now) => linePhase(line, gatherMinutes, now), samePhase);
}

/** A visible `m:ss` (or `h:mm:ss`) to an instant, ticking each second; read out only with its sentence. */
function Countdown({ to }: { to: string }) {
  const left = useSecondsLeft(to);
  const hours = Math.floor(left / 3600);
  const text = hours > 0 ? `${hours}:${clock(left % 3600).padStart(5, '0')}` : clock(left);
  return (
    <Text span fw={700} ff="monospace" aria-hidden>
      {text}
    </Text>
  );
}

/**
 * The waiting room of one release line (issue 45 §2): before the opening a countdown and "you are in"; after
 * it "You are number 37 — about 2 minutes"; at the member's turn the time left to book; what happens if the
 * turn is missed; and how the order is drawn. Screen readers hear a new phase at once and a moving position
 * at most every 30 seconds (polite).
 */
export function LineWaitingRoom({
  line,
  release,
  timeZone,
  heading = 'h2',
}: {
  line: ReleaseLine;
  release: Pick<ReleaseEntry, 'lineOpensMinutesBefore' | 'turnMinutes'>;
  timeZone: string | undefined;
  heading?: 'h1' | 'h2';
}) {
  const { t } = useTranslation();
  const phase = usePhase(line, release.lineOpensMinutesBefore);
  const join = useJoinLine();
  useLiveLine(line.Id);
  const at = (iso: string) => formatInZone(iso, timeZone, 'HH:mm');
  const opensTime = at(line.OpensAt);
  const date = formatInZone(line.OpensAt, timeZone, 'dddd D MMMM');
  const day = formatInZone(`${line.Date}T12:00:00Z`, 'UTC', 'dddd D MMMM');

  const sentence = (() => {
    switch (phase.kind) {
      case 'early':
        return t('lines.early', { gathers: at(phase.gathersAt), opens: opensTime });
      case 'join':
        return phase.admitting ? t('lines.joinLate') : t('lines.joinNow', { opens: opensTime });
      case 'inBeforeOpening':
        return t('lines.inBeforeOpening', { opens: opensTime });
      case 'waiting':
        return phase.position === null
          ? t('lines.waitingNoPlace')
          : t('lines.waiting', {
              position: phase.position,
              wait: t(waitWords(phase.etaSeconds).key, { count: waitWords(phase.etaSeconds).count }),
            });
      case 'turn':
        return t('lines.turn', { until: at(phase.until), minutes: release.turnMinutes });
      case 'done':
        return t('lines.done');
      case 'expired':
        return t('lines.expired');
      case 'closed':
        return t('lines.closed');
    }
  })();

  // The polite region's text changes with a new step at once, and within one at most every 30 seconds.
  const [announced, setAnnounced] = useState(sentence);
  const last = useRef<{ phase: string; at: number } | null>(null);
  useEffect(() => {
    if (sentence === announced) return;
    if (!nextAnnouncement(last.current, phase, Date.now())) return;
    last.current = { phase: announcementStep(phase), at: Date.now() };
    setAnnounced(sentence);
  }, [sentence, announced, phase]);

  const countdownTo =
    phase.kind === 'early'
      ? phase.gathersAt
      : phase.kind === 'join' && !phase.admitting
        ? phase.opensAt
        : phase.kind === 'inBeforeOpening'
          ? phase.opensAt
          : phase.kind === 'turn'
            ? phase.until
            : null;
  const countdownLabel =
    phase.kind === 'early'
      ? t('lines.countdown.gathers')
      : phase.kind === 'turn'
        ? t('lines.countdown.turn')
        : t('lines.countdown.opens');

  return (
    <Card withBorder component="section" aria-labelledby={`line-${line.Id}-title`}>
      <Stack gap="sm">
        <Title order={heading === 'h1' ? 1 : 2} size="h4" id={`line-${line.Id}-title`}>
          {t('lines.title', { day, time: opensTime })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('lines.when', { date, time: opensTime })}
        </Text>
        {phase.kind === 'turn' ? (
          <Alert
            color="green"
            title={t('lines.turnTitle')}
            // Mantine's light alert draws its title in green.6 on pale green (2.3:1): AA colours instead.
            styles={{
              title: { color: ACCESSIBLE_COLOUR.success },
              message: { color: 'var(--mantine-color-gray-9)' },
            }}
          >
            <Text size="sm" fw={600}>
              {sentence}
            </Text>
          </Alert>
        ) : (
          <Text fw={600} size={phase.kind === 'waiting' ? 'lg' : 'md'}>
            {sentence}
          </Text>
        )}
        {countdownTo && (
          <Text size="sm">
            {countdownLabel} <Countdown to={countdownTo} />
          </Text>
        )}
        {phase.kind === 'waiting' && phase.ahead > 0 && (
          <Text size="sm">{t('lines.ahead', { count: phase.ahead })}</Text>
        )}
        {/* What a screen reader hears: throttled, polite. */}
        <VisuallyHidden role="status" aria-live="polite">
          {announced}
        </VisuallyHidden>
        {phase.kind === 'join' && (
          <Group>
            <Button loading={join.isPending} onClick={() => join.mutate(line.Id)}>
              {t('lines.join')}
            </Button>
          </Group>
        )}
        {join.isError && <Alert color="red">{apiErrorText(t, join.error)}</Alert>}
        {(phase.kind === 'inBeforeOpening' ||
          phase.kind === 'waiting' ||
          phase.kind === 'join' ||
          phase.kind === 'early') && (
          <Text size="sm">{t('lines.howItWorks', { opens: opensTime, count: release.turnMinutes })}</Text>
        )}
        {(phase.kind === 'waiting' || phase.kind === 'inBeforeOpening' || phase.kind === 'turn') && (
          <Text size="sm">{t('lines.missed', { count: release.turnMinutes })}</Text>
        )}
        <Group>
          <Anchor component={Link} to={appPaths.releaseLineAudit(line.Id)} size="sm">
            {t('lines.howOrdered')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
