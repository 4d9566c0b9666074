import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { apiErrorText } from '../../../i18n/api-errors';
import { appPaths } from '../../../lib/paths';
import { whenIdle } from '../../../lib/when-idle';
import { formatInZone } from '../../../lib/zoned-dates';
import { ACCESSIBLE_COLOUR } from '../../../themes/accessible-colours';
import { type BallotDay, useBallotEntry, useBallots } from '../api/ballot-queries';
import type { BallotParty } from './ballot-entry-form';
import { EntryAnswer } from './entry-answer';
import { MyEntryText } from './my-entry-text';

/**
 * The entry form (Mantine's number input, the preference order) is shown only after Enter or Change: a
 * chunk of its own, fetched once the browser is idle after the panel mounts, not with the tee sheet.
 */
const loadEntryForm = () => import('./ballot-entry-form');
const BallotEntryForm = lazy(() => loadEntryForm().then((module) => ({ default: module.BallotEntryForm })));

/**
 * A course-day whose early starts go to the club's ballot: when the draw is, the member's entry (change,
 * withdraw) or Enter the ballot, and a link to how the draw is (or was) made.
 */
export function BallotPanel({
  day,
  drawAt,
  timeZone,
  party,
}: {
  day: BallotDay;
  drawAt: string;
  timeZone: string;
  /** The page's party: a new entry starts from it. */
  party?: BallotParty;
}) {
  const { t } = useTranslation();
  const ballots = useBallots(day);
  const { enter, change, withdraw } = useBallotEntry(day);
  const [editing, setEditing] = useState<'enter' | 'change' | null>(null);
  // After entering, changing or withdrawing, the focus lands on what changed rather than on the page.
  const [settled, setSettled] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const ballot = ballots.data?.[0];
  const drawDate = formatInZone(ballot?.DrawAt ?? drawAt, timeZone, 'dddd D MMMM YYYY');
  const mine = ballot?.MyEntry;
  const open = ballot?.State === 'Open';
  useEffect(() => {
    if (!settled) return;
    summary.current?.focus();
    setSettled(false);
  }, [settled]);
  useEffect(() => whenIdle(() => void loadEntryForm().catch(() => undefined)), []);
  const done = () => {
    setEditing(null);
    setSettled(true);
  };
  return (
    <Card withBorder component="section" aria-labelledby="ballot-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="ballot-title">
          {ballot?.State === 'Drawn' ? t('ballots.drawnTitle') : t('ballots.inBallot', { date: drawDate })}
        </Title>
        <div ref={summary} tabIndex={-1} style={{ outlineOffset: 4 }}>
          {!ballot && !ballots.isPending && <Text size="sm">{t('ballots.notOpenYet')}</Text>}
          {ballot && open && <Text size="sm">{t('ballots.intro')}</Text>}
          {ballot && <Text size="sm">{t('ballots.entries', { count: ballot.Entries })}</Text>}
          {mine && editing !== 'change' && (
            <Alert
              mt="sm"
              color={mine.Outcome === 'Lost' ? 'gray' : 'green'}
              title={t('ballots.myEntry')}
              // Mantine's light alert draws its title in green.6 on pale green (2.3:1): AA colours instead.
              styles={{
                title: {
                  color: mine.Outcome === 'Lost' ? 'var(--mantine-color-gray-9)' : ACCESSIBLE_COLOUR.success,
                },
                message: { color: 'var(--mantine-color-gray-9)' },
              }}
            >
              <MyEntryText entry={mine} />
              {mine.IsMine && open && (
                <Group mt="xs" gap="xs">
                  <Button variant="default" onClick={() => setEditing('change')}>
                    {t('ballots.change')}
                  </Button>
                  <Button
                    variant="outline"
                    color={ACCESSIBLE_COLOUR.danger}
                    loading={withdraw.isPending}
                    onClick={() => withdraw.mutate(ballot.Id, { onSuccess: done })}
                  >
                    {t('ballots.withdraw')}
                  </Button>
                </Group>
              )}
            </Alert>
          )}
          {ballot && open && mine?.AwaitingMe && (
            <Stack mt="sm">
              <EntryAnswer ballot={ballot} />
            </Stack>
          )}
        </div>
        {withdraw.isError && <Alert color="red">{apiErrorText(t, withdraw.error)}</Alert>}
        {open && !mine && editing === null && (
          <Group>
            <Button onClick={() => setEditing('enter')}>{t('ballots.enter')}</Button>
          </Group>
        )}
        {ballot && open && editing !== null && (
          <Suspense fallback={<LoadingIndicator size="sm" />}>
            <BallotEntryForm
              ballot={ballot}
              entry={editing === 'change' ? (mine ?? undefined) : undefined}
              party={party}
              mutation={editing === 'change' ? change : enter}
              onDone={done}
              onCancel={() => setEditing(null)}
            />
          </Suspense>
        )}
        {ballot && (
          <Group>
            <Button variant="subtle" component={Link} to={appPaths.ballotAudit(ballot.Id)} px={0}>
              {ballot.State === 'Drawn' ? t('ballots.seeDraw') : t('ballots.howDrawn')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
