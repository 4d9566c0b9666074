import {
  type Course,
  RELEASE_LIMITS,
  type ReleaseEntry,
  wallClockDate,
  wallClockIn,
} from '@fairway/contracts';
import { FacilityType } from '@fairway/contracts/constants';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../../i18n/api-errors';
import { DocNumberField, DocTextField } from './doc-fields';
import { useContentEditor, useDocField } from './editor-context';
import { EditorSection } from './editor-section';

const WALL_CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * When a release at `at` (club wall clock) next opens a day: today at `at` if that is still to come in the
 * club's zone, else tomorrow. Null for a time that is not `HH:mm` or a zone the browser does not know.
 */
export function nextReleaseOpening(at: string, timeZone: string, nowMs: number): { date: string } | null {
  if (!WALL_CLOCK.test(at)) return null;
  try {
    const clock = wallClockIn(nowMs, timeZone);
    const today = wallClockDate(clock);
    const passed = clock.hour * 60 + clock.minute >= Number(at.slice(0, 2)) * 60 + Number(at.slice(3));
    if (!passed) return { date: today };
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    return { date: tomorrow };
  } catch {
    return null;
  }
}

function ReleaseCard({ index, courses, timeZone }: { index: number; courses: Course[]; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const { draft, set } = useContentEditor();
  const base = ['release', index] as const;
  const course = useDocField<number>([...base, 'courseId']);
  const entry = draft.release?.[index];
  const titleId = `release-${index}`;
  const k = (name: string, values?: Record<string, unknown>) =>
    t(`staffConsole.content.release.${name}`, values ?? {});
  const next = entry ? nextReleaseOpening(entry.at, timeZone, Date.now()) : null;
  const day = next
    ? new Intl.DateTimeFormat(i18n.language, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${next.date}T12:00:00Z`))
    : null;
  return (
    <Card withBorder padding="sm" component="li" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id={titleId}>
            {k('name', { number: index + 1 })}
          </Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={() =>
              set(
                ['release'],
                (draft.release ?? []).filter((_, i) => i !== index),
              )
            }
            aria-label={k('removeNamed', { number: index + 1 })}
          >
            {k('remove')}
          </Button>
        </Group>
        <Select
          label={k('course')}
          data={courses.map((c) => ({ value: String(c.Id), label: c.Name }))}
          value={course.value === undefined ? null : String(course.value)}
          error={course.error}
          allowDeselect={false}
          onChange={(value) => value && course.set(Number(value))}
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <DocTextField path={[...base, 'at']} label={k('at')} maxLength={5} type="time" />
          <DocNumberField
            path={[...base, 'lineOpensMinutesBefore']}
            label={k('lineOpensMinutesBefore')}
            {...RELEASE_LIMITS.lineOpensMinutesBefore}
          />
          <DocNumberField
            path={[...base, 'admitPerMinute']}
            label={k('admitPerMinute')}
            {...RELEASE_LIMITS.admitPerMinute}
          />
          <DocNumberField
            path={[...base, 'turnMinutes']}
            label={k('turnMinutes')}
            {...RELEASE_LIMITS.turnMinutes}
          />
        </SimpleGrid>
        <Text size="sm" data-testid={`release-preview-${index}`}>
          {day && entry
            ? k('preview', {
                day,
                at: entry.at,
                gathers: entry.lineOpensMinutesBefore,
                zone: timeZone,
              })
            : k('previewNone')}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * The club's releases: per golf course, the time of day the booking window's last day opens (instead of
 * midnight), through a fair line; each with a preview of its next opening.
 */
export function ReleasesSection({ courses, timeZone }: { courses: Course[]; timeZone: string }) {
  const { t } = useTranslation();
  const { draft, errors, set } = useContentEditor();
  const releases = draft.release ?? [];
  const golf = courses.filter((c) => c.FacilityType === FacilityType.Golf);
  const listError = errors.release;
  const add = () => {
    const taken = new Set(releases.map((r) => r.courseId));
    const fresh: ReleaseEntry = {
      courseId: (golf.find((c) => !taken.has(c.Id)) ?? golf[0] ?? courses[0])?.Id ?? 1,
      at: '19:00',
      lineOpensMinutesBefore: 15,
      admitPerMinute: 120,
      turnMinutes: 3,
    };
    set(['release'], [...releases, fresh]);
  };
  return (
    <EditorSection
      id="content-releases"
      title={t('staffConsole.content.releases')}
      hint={t('staffConsole.content.releasesHint')}
    >
      {listError && (
        <Text size="sm" c="red.9" role="alert">
          {fieldErrorText(t, listError)}
        </Text>
      )}
      {releases.length === 0 ? (
        <Text size="sm">{t('staffConsole.content.release.none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {releases.map((_, index) => (
            <ReleaseCard
              // Releases have no id of their own: their place in the list is what the document names.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={index}
              index={index}
              courses={golf.length ? golf : courses}
              timeZone={timeZone}
            />
          ))}
        </Stack>
      )}
      <Button
        variant="default"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        onClick={add}
      >
        {t('staffConsole.content.release.add')}
      </Button>
    </EditorSection>
  );
}
