import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chipHref } from '../lib/chip-link';
import type { ClubGroup, CourseGroup } from '../lib/grouping';
import type { SearchState } from '../lib/search-url';
import { TimeChip } from './time-chip';

/** The results as clubs, each with its courses and their time chips. */
export function ResultsByClub({ clubs, search }: { clubs: ClubGroup[]; search: SearchState }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('teeTimeSearch.resultsLabel')}
    >
      {clubs.map((club) => (
        <Paper component="li" key={club.clubId} withBorder radius="md" p="md" data-testid="club-result">
          <Group justify="space-between" align="baseline" gap="xs" mb="xs">
            <Title order={2} size="h4">
              {club.clubName}
            </Title>
            <Text size="sm" c="dimmed">
              {t('teeTimeSearch.distance', { count: Math.round(club.distanceKm) })}
            </Text>
          </Group>
          <Stack gap="sm">
            {club.courses.map((course) => (
              <Stack key={course.CourseId} gap={6}>
                <Title order={3} size="h6">
                  {course.CourseName}
                </Title>
                <CourseTimes course={course} club={club} search={search} />
              </Stack>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** A course's first few chips; the rest on demand (a day can hold forty starts). */
const FIRST_CHIPS = 8;

function CourseTimes({
  course,
  club,
  search,
}: {
  course: CourseGroup;
  club: ClubGroup;
  search: SearchState;
}) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const shown = all ? course.Times : course.Times.slice(0, FIRST_CHIPS);
  return (
    <Group gap="xs" align="stretch">
      <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((time) => (
          <li key={time.Time}>
            <TimeChip
              time={time}
              unit={course.Unit}
              href={chipHref(search, { ClubId: club.clubId, CourseId: course.CourseId }, time)}
              where={`${course.CourseName}, ${club.clubName}`}
            />
          </li>
        ))}
      </Group>
      {course.Times.length > FIRST_CHIPS && (
        <Button
          variant="subtle"
          size="compact-md"
          h="auto"
          py={6}
          onClick={() => setAll(!all)}
          aria-expanded={all}
        >
          {all ? t('teeTimeSearch.fewerTimes') : t('teeTimeSearch.allTimes', { count: course.Times.length })}
        </Button>
      )}
    </Group>
  );
}
