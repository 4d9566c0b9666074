import type { ClubMatrix } from '@fairway/contracts';
import { Container, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { useClubMatrix } from '../api/get-club-matrix';
import { usePageClub } from '../hooks/use-page-club';
import { ClubPageState, PageSkeleton } from './page-state';

/** Monday first, as a golfer reads a week; DayOfWeek is 0 for Sunday. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
/** 2024-01-07 was a Sunday: the weekday names come from Intl in the reader's language. */
const dayName = (lang: string, day: number) =>
  new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7 + day));

function SeasonTable({
  season,
  unit,
}: {
  season: ClubMatrix['Courses'][number]['Seasons'][number];
  unit: string;
}) {
  const { t, i18n } = useTranslation();
  const days = [...season.Days].sort((a, b) => WEEK.indexOf(a.DayOfWeek) - WEEK.indexOf(b.DayOfWeek));
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('matrix.day')}</Table.Th>
            <Table.Th scope="col">{t('matrix.from')}</Table.Th>
            <Table.Th scope="col">{t('matrix.adult', { unit })}</Table.Th>
            <Table.Th scope="col">{t('matrix.junior', { unit })}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((day) => (
            <Fragment key={day.DayOfWeek}>
              {day.Bands.map((band, i) => (
                <Table.Tr key={band.From}>
                  {i === 0 && (
                    <Table.Th scope="rowgroup" rowSpan={day.Bands.length} fw={600}>
                      {dayName(i18n.language, day.DayOfWeek)}
                    </Table.Th>
                  )}
                  <Table.Td>{band.From}</Table.Td>
                  <Table.Td>{band.Adult}</Table.Td>
                  <Table.Td>{band.Junior}</Table.Td>
                </Table.Tr>
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /PointsMatrix/{clubName}/{clubId} and /RoundsMatrix/{clubName}/{clubId}: what a round costs at each
 * of the club's golf courses by season, day and time band, in points or, at a rounds club, rounds.
 */
export default function MatrixPage() {
  const { t } = useTranslation();
  const { clubId, content, unknown } = usePageClub();
  const matrix = useClubMatrix(clubId);
  return (
    <Container size="lg" px={0} py="md">
      <ClubPageState query={content} unknown={unknown}>
        {(club) => {
          const unit = t(club.disablePoints ? 'matrix.rounds' : 'matrix.points');
          return (
            <Stack gap="lg">
              <Title order={1}>
                {t(club.disablePoints ? 'matrix.roundsTitle' : 'matrix.pointsTitle', { club: club.clubName })}
              </Title>
              <Text>{t('matrix.intro', { unit })}</Text>
              {matrix.isError && <ErrorBanner>{t('errors.generic')}</ErrorBanner>}
              {matrix.isPending && <PageSkeleton label={t('clubPages.loading')} />}
              {matrix.data?.Courses.length === 0 && <Text>{t('matrix.none')}</Text>}
              {matrix.data?.Courses.map((course) => (
                <Stack key={course.Id} gap="sm" component="section" aria-label={course.Name}>
                  <Title order={2} size="h3">
                    {course.Name}
                  </Title>
                  <Tabs defaultValue={course.Seasons[0]?.Season} keepMounted={false}>
                    <Tabs.List>
                      {course.Seasons.map((s) => (
                        <Tabs.Tab key={s.Season} value={s.Season}>
                          {t(`matrix.season.${s.Season}`)}
                        </Tabs.Tab>
                      ))}
                    </Tabs.List>
                    {course.Seasons.map((s) => (
                      <Tabs.Panel key={s.Season} value={s.Season} pt="sm">
                        <SeasonTable season={s} unit={unit} />
                      </Tabs.Panel>
                    ))}
                  </Tabs>
                </Stack>
              ))}
            </Stack>
          );
        }}
      </ClubPageState>
    </Container>
  );
}
