import type { BallotWindow, Course } from '@fairway/contracts';
import { FacilityType } from '@fairway/contracts/constants';
import { Button, Card, Checkbox, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../../i18n/api-errors';
import { DocNumberField, DocTextField } from './doc-fields';
import { useContentEditor, useDocField } from './editor-context';
import { EditorSection } from './editor-section';

/** Weekday names in the reader's language, Sunday (0) first as the document counts them. */
function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  // 7 January 2024 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2024, 0, 7 + day))));
}

function WindowCard({ index, courses }: { index: number; courses: Course[] }) {
  const { t, i18n } = useTranslation();
  const { draft, set } = useContentEditor();
  const base = ['ballots', index] as const;
  const course = useDocField<number>([...base, 'courseId']);
  const weekdays = useDocField<number[]>([...base, 'weekdays']);
  const names = weekdayNames(i18n.language);
  const titleId = `ballot-window-${index}`;
  const k = (name: string) => t(`staffConsole.content.ballot.${name}`);
  return (
    <Card withBorder padding="sm" component="li" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id={titleId}>
            {t('staffConsole.content.ballot.window', { number: index + 1 })}
          </Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={() =>
              set(
                ['ballots'],
                (draft.ballots ?? []).filter((_, i) => i !== index),
              )
            }
            aria-label={t('staffConsole.content.ballot.removeNamed', { number: index + 1 })}
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
      </Stack>
    </Card>
  );
}

/**
 * The club's ballot windows: which starts of which course-days are released by a fair draw, when entries
 * open and when the draw runs.
 */
export function BallotWindowsSection({ courses }: { courses: Course[] }) {
  const { t } = useTranslation();
  const { draft, errors, set } = useContentEditor();
  const windows = draft.ballots ?? [];
  const golf = courses.filter((c) => c.FacilityType === FacilityType.Golf);
  const listError = errors.ballots;
  const add = () => {
    const fresh: BallotWindow = {
      courseId: golf[0]?.Id ?? courses[0]?.Id ?? 1,
      weekdays: [6],
      from: '07:00',
      to: '09:00',
      opensDaysAhead: 14,
      drawDaysAhead: 7,
      drawAt: '19:00',
    };
    set(['ballots'], [...windows, fresh]);
  };
  return (
    <EditorSection
      id="content-ballots"
      title={t('staffConsole.content.ballots')}
      hint={t('staffConsole.content.ballotsHint')}
    >
      {listError && (
        <Text size="sm" c="red.9" role="alert">
          {fieldErrorText(t, listError)}
        </Text>
      )}
      {windows.length === 0 ? (
        <Text size="sm">{t('staffConsole.content.ballot.none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {windows.map((_, index) => (
            // Windows have no id of their own: their place in the list is what the document names.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <WindowCard key={index} index={index} courses={golf.length ? golf : courses} />
          ))}
        </Stack>
      )}
      <Button
        variant="default"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        onClick={add}
      >
        {t('staffConsole.content.ballot.add')}
      </Button>
    </EditorSection>
  );
}
