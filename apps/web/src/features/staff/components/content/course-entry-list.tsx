import type { Course } from '@fairway/contracts';
import { FacilityType } from '@fairway/contracts/constants';
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../../i18n/api-errors';
import { useContentEditor, useDocField } from './editor-context';
import { EditorSection } from './editor-section';

/** The content's lists of per-course entries: the ballot windows and the releases. */
type ListKey = 'ballots' | 'release';

/** The catalogue texts of one list (each a key under `staffConsole.content.`). */
type ListTexts = { title: string; hint: string; none: string; add: string };
/** The catalogue texts of one entry's card. */
type EntryTexts = { name: string; removeNamed: string; remove: string; course: string };

/**
 * One entry's card: its numbered title, its remove button and its course; `children` are the entry's own
 * fields. The entry has no id of its own: its place in the list is what the document names.
 */
export function CourseEntryCard({
  list,
  index,
  courses,
  texts,
  children,
}: {
  list: ListKey;
  index: number;
  courses: Course[];
  texts: EntryTexts;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { draft, set } = useContentEditor();
  const course = useDocField<number>([list, index, 'courseId']);
  const titleId = `${list}-entry-${index}`;
  const k = (name: string, values?: Record<string, unknown>) =>
    t(`staffConsole.content.${name}`, values ?? {});
  return (
    <Card withBorder padding="sm" component="li" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id={titleId}>
            {k(texts.name, { number: index + 1 })}
          </Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={() =>
              set(
                [list],
                ((draft[list] ?? []) as unknown[]).filter((_, i) => i !== index),
              )
            }
            aria-label={k(texts.removeNamed, { number: index + 1 })}
          >
            {k(texts.remove)}
          </Button>
        </Group>
        <Select
          label={k(texts.course)}
          data={courses.map((c) => ({ value: String(c.Id), label: c.Name }))}
          value={course.value === undefined ? null : String(course.value)}
          error={course.error}
          allowDeselect={false}
          onChange={(value) => value && course.set(Number(value))}
        />
        {children}
      </Stack>
    </Card>
  );
}

/**
 * A section listing one kind of per-course entry: the list's error, "none" or the cards, and an add
 * button that appends `fresh(golfCourses)`. `card` draws one entry, given the courses it may name (the
 * club's golf courses, or every course when it has none).
 */
export function CourseEntryList<T>({
  id,
  list,
  courses,
  texts,
  fresh,
  card,
}: {
  id: string;
  list: ListKey;
  courses: Course[];
  texts: ListTexts;
  fresh: (golf: Course[], entries: T[]) => T;
  card: (index: number, courses: Course[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const { draft, errors, set } = useContentEditor();
  const entries = (draft[list] ?? []) as T[];
  const golf = courses.filter((c) => c.FacilityType === FacilityType.Golf);
  const listError = errors[list];
  const k = (name: string) => t(`staffConsole.content.${name}`);
  return (
    <EditorSection id={id} title={k(texts.title)} hint={k(texts.hint)}>
      {listError && (
        <Text size="sm" c="red.9" role="alert">
          {fieldErrorText(t, listError)}
        </Text>
      )}
      {entries.length === 0 ? (
        <Text size="sm">{k(texts.none)}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((_, index) => card(index, golf.length ? golf : courses))}
        </Stack>
      )}
      <Button
        variant="default"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        onClick={() => set([list], [...entries, fresh(golf, entries)])}
      >
        {k(texts.add)}
      </Button>
    </EditorSection>
  );
}
