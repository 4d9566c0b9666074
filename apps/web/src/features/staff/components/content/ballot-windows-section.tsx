import type { BallotWindow, Course } from '@fairway/contracts';
import { Checkbox, Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CourseEntryCard, CourseEntryList } from './course-entry-list';
import { DocNumberField, DocTextField } from './doc-fields';
import { useDocField } from './editor-context';

/** Weekday names in the reader's language, Sunday (0) first as the document counts them. */
function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  // 7 January 2024 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2024, 0, 7 + day))));
}

const CARD_TEXTS = {
  name: 'ballot.window',
  removeNamed: 'ballot.removeNamed',
  remove: 'ballot.remove',
  course: 'ballot.course',
};

function WindowCard({ index, courses }: { index: number; courses: Course[] }) {
  const { t, i18n } = useTranslation();
  const base = ['ballots', index] as const;
  const weekdays = useDocField<number[]>([...base, 'weekdays']);
  const names = weekdayNames(i18n.language);
  const k = (name: string) => t(`staffConsole.content.ballot.${name}`);
  return (
    <CourseEntryCard list="ballots" index={index} courses={courses} texts={CARD_TEXTS}>
      <Checkbox.Group
        label={k('weekdays')}
        value={(weekdays.value ?? []).map(String)}
        error={weekdays.error}
        onChange={(values) => weekdays.set(values.map(Number).sort((a, b) => a - b))}
      >
        <Group gap="sm" mt={4}>
          {names.map((name, day) => (
            <Checkbox key={name} value={String(day)} label={name} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <DocTextField path={[...base, 'from']} label={k('from')} maxLength={5} type="time" />
        <DocTextField path={[...base, 'to']} label={k('to')} maxLength={5} type="time" />
        <DocTextField path={[...base, 'drawAt']} label={k('drawAt')} maxLength={5} type="time" />
        <DocNumberField path={[...base, 'opensDaysAhead']} label={k('opensDaysAhead')} min={1} max={90} />
        <DocNumberField path={[...base, 'drawDaysAhead']} label={k('drawDaysAhead')} min={0} max={89} />
      </SimpleGrid>
    </CourseEntryCard>
  );
}

/**
 * The club's ballot windows: which starts of which course-days are released by a fair draw, when entries
 * open and when the draw runs.
 */
export function BallotWindowsSection({ courses }: { courses: Course[] }) {
  return (
    <CourseEntryList<BallotWindow>
      id="content-ballots"
      list="ballots"
      courses={courses}
      texts={{ title: 'ballots', hint: 'ballotsHint', none: 'ballot.none', add: 'ballot.add' }}
      fresh={(golf) => ({
        courseId: golf[0]?.Id ?? courses[0]?.Id ?? 1,
        weekdays: [6],
        from: '07:00',
        to: '09:00',
        opensDaysAhead: 14,
        drawDaysAhead: 7,
        drawAt: '19:00',
      })}
      // Windows have no id of their own: their place in the list is what the document names.
      card={(index, names) => <WindowCard key={index} index={index} courses={names} />}
    />
  );
}
