import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chipHref } from '../lib/chip-link';
import type { TimeRow } from '../lib/grouping';
import type { SearchState } from '../lib/search-url';
import { useChipLinks } from './chip-links';
import { TimeChip, useChipTexts } from './time-chip';

/** Rows drawn at first, and added by each "More times". */
const ROWS = 25;

/** The results as one list of starts, soonest first, each with its club and course. */
export function ResultsByTime({ rows, search }: { rows: TimeRow[]; search: SearchState }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(ROWS);
  const texts = useChipTexts();
  const links = useChipLinks();
  return (
    <Stack gap="xs">
      <Stack
        gap="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('teeTimeSearch.resultsLabel')}
        onClick={links.onClick}
      >
        {rows.slice(0, count).map((row) => (
          <Paper component="li" key={`${row.CourseId}-${row.Time}`} withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap" align="center">
              <TimeChip
                time={row}
                unit={row.Unit}
                href={links.href(chipHref(search, row, row))}
                where={`${row.CourseName}, ${row.ClubName}`}
                texts={texts}
              />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {row.ClubName}
                </Text>
                <Text size="sm" truncate>
                  {row.CourseName} · {t('teeTimeSearch.distance', { count: Math.round(row.DistanceKm) })}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
      {rows.length > count && (
        <Button variant="default" onClick={() => setCount(count + ROWS)} style={{ alignSelf: 'center' }}>
          {t('teeTimeSearch.moreTimes')}
        </Button>
      )}
    </Stack>
  );
}
