import type { Course, ReleaseEntry } from '@fairway/contracts';
import { RELEASE_LIMITS } from '@fairway/contracts/release-line-constants';
import { wallClockDate, wallClockIn } from '@fairway/contracts/zoned-time';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CourseEntryCard, CourseEntryList } from './course-entry-list';
import { DocNumberField, DocTextField } from './doc-fields';
import { useContentEditor } from './editor-context';

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

const CARD_TEXTS = {
  name: 'release.name',
  removeNamed: 'release.removeNamed',
  remove: 'release.remove',
  course: 'release.course',
};

function ReleaseCard({ index, courses, timeZone }: { index: number; courses: Course[]; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const { draft } = useContentEditor();
  const base = ['release', index] as const;
  const entry = draft.release?.[index];
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
    <CourseEntryCard list="release" index={index} courses={courses} texts={CARD_TEXTS}>
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
              count: entry.lineOpensMinutesBefore,
              zone: timeZone,
            })
          : k('previewNone')}
      </Text>
    </CourseEntryCard>
  );
}

/**
 * The club's releases: per golf course, the time of day the booking window's last day opens (instead of
 * midnight), through a fair line; each with a preview of its next opening.
 */
export function ReleasesSection({ courses, timeZone }: { courses: Course[]; timeZone: string }) {
  return (
    <CourseEntryList<ReleaseEntry>
      id="content-releases"
      list="release"
      courses={courses}
      texts={{ title: 'releases', hint: 'releasesHint', none: 'release.none', add: 'release.add' }}
      fresh={(golf, releases) => {
        const taken = new Set(releases.map((r) => r.courseId));
        return {
          courseId: (golf.find((c) => !taken.has(c.Id)) ?? golf[0] ?? courses[0])?.Id ?? 1,
          at: '19:00',
          lineOpensMinutesBefore: 15,
          admitPerMinute: 120,
          turnMinutes: 3,
        };
      }}
      // Releases have no id of their own: their place in the list is what the document names.
      card={(index, names) => <ReleaseCard key={index} index={index} courses={names} timeZone={timeZone} />}
    />
  );
}
