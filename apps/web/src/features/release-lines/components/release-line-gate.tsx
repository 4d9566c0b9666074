import type { ReleaseEntry } from '@fairway/contracts';
import { Button, Card, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNowSelect } from '../../../lib/countdown';
import { formatInZone } from '../../../lib/zoned-dates';
import { teeTimesQueryKey } from '../../bookings';
import { useReleaseLines } from '../api/line-queries';
import { linePhase, samePhase, sheetIsOpen } from '../lib/line-phase';
import { LineWaitingRoom } from './line-waiting-room';

interface ReleaseLineGateProps {
  clubId: number;
  courseId: number;
  /** The date the screen shows. */
  date: string;
  /** The day about to open: the last of the booking window (today + its days). */
  openingDate: string | undefined;
  /** The course's release in the club's content; without one the gate shows its children only. */
  release: ReleaseEntry | undefined;
  timeZone: string | undefined;
  /** Shows the day about to open (the screen's date changes to it). */
  onGoToDay: (date: string) => void;
  /**
   * The booking form above the tee sheet (party, notes, rules). The waiting room stands before it: first on
   * the screen and in the keyboard's path, on a phone as on a desktop.
   */
  form: ReactNode;
  /** Shown in place of the form and sheet while the day's line is read (so the room does not push them down). */
  pending: ReactNode;
  /** The tee sheet: shown unless the day's line is between the member and it. */
  children: ReactNode;
}

/**
 * On the tee-time screen (issue 45 §2): the day about to open shows its line (the waiting room) first, above
 * the booking form, and in place of the tee sheet until the member's turn, when the sheet opens in place
 * without a reload; any other day shows the form and the sheet, with a note that the next day opens through a
 * line and a way to it.
 */
export function ReleaseLineGate({
  clubId,
  courseId,
  date,
  openingDate,
  release,
  timeZone,
  onGoToDay,
  form,
  pending,
  children,
}: ReleaseLineGateProps) {
  const { t } = useTranslation();
  const here = useReleaseLines(release ? { clubId, courseId, date } : null);
  const elsewhere = openingDate !== undefined && openingDate !== date;
  const opening = useReleaseLines(release && elsewhere ? { clubId, courseId, date: openingDate } : null);
  // Another day's answer while this day's is read (kept, so the form stays in place) is not this day's line.
  const line = here.data?.find((l) => l.Date === date);
  // The phase moves with the clock (a turn ends, the opening comes): read again each second while a line
  // shows; the screen under the gate renders again only when it changes.
  const shows = release !== undefined && line !== undefined && line.State !== 'Closed';
  const phase = useNowSelect(
    (now) => (shows ? linePhase(line, release.lineOpensMinutesBefore, now) : null),
    (a, b) => a === b || (a !== null && b !== null && samePhase(a, b)),
    shows,
  );
  const sheetOpen = phase === null || sheetIsOpen(phase);
  // The times' verdicts are the caller's (not their turn, then theirs): read them again when the sheet opens.
  const queryClient = useQueryClient();
  const wasOpen = useRef(sheetOpen);
  useEffect(() => {
    if (sheetOpen && !wasOpen.current) void queryClient.invalidateQueries({ queryKey: teeTimesQueryKey });
    wasOpen.current = sheetOpen;
  }, [sheetOpen, queryClient]);
  if (!release) {
    return (
      <>
        {form}
        {children}
      </>
    );
  }
  // The first read only: the room would push the form down if it came after it.
  if (here.isPending) return <>{pending}</>;
  if (line && phase) {
    return (
      <>
        <LineWaitingRoom line={line} release={release} timeZone={timeZone} />
        {form}
        {sheetOpen ? children : null}
      </>
    );
  }
  const next = opening.data?.find((l) => l.Date === openingDate);
  // After the sheet: the times stay the next stop after the party and notes, from the keyboard too.
  return (
    <>
      {form}
      {children}
      {next && next.State !== 'Closed' && openingDate && (
        <Card withBorder component="section" aria-label={t('lines.noticeLabel')}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {t('lines.notice', {
                day: formatInZone(`${openingDate}T12:00:00Z`, 'UTC', 'dddd D MMMM'),
                time: formatInZone(next.OpensAt, timeZone, 'HH:mm'),
              })}
            </Text>
            <Button size="xs" variant="default" onClick={() => onGoToDay(openingDate)}>
              {next.MyTicket ? t('lines.seeMyPlace') : t('lines.seeLine')}
            </Button>
          </Group>
        </Card>
      )}
    </>
  );
}
