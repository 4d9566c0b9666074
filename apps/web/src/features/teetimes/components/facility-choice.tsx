import type { CostUnit, SpaTreatment, TeeTimeSlot } from '@fairway/contracts';
import { Badge, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatInZone } from '../../../lib/zoned-dates';

interface TreatmentPickerProps {
  treatments: SpaTreatment[];
  value: string | undefined;
  onChange: (id: string) => void;
}

/** The spa's treatments as radio cards: name, what it is, how long, points per guest, the minimum age. */
export function TreatmentPicker({ treatments, value, onChange }: TreatmentPickerProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('teeTimes.treatment')} value={value ?? null} onChange={onChange}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {treatments.map((treatment) => (
          <Radio.Card key={treatment.id} value={treatment.id} radius="md" p="md" withBorder>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={2}>
                <Text fw={700}>{treatment.name}</Text>
                {treatment.description && <Text size="sm">{treatment.description}</Text>}
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {t('teeTimes.treatmentFacts', { minutes: treatment.minutes, count: treatment.points })}
                  </Text>
                  {treatment.minimumAge ? (
                    <Badge variant="outline" color="gray.8" size="sm">
                      {t('teeTimes.minimumAge', { age: treatment.minimumAge })}
                    </Badge>
                  ) : null}
                </Group>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

interface SingleStartCardProps {
  /** The day's one start: a stay's check-in, or the day the passes are for. */
  slot: TeeTimeSlot;
  kind: 'stay' | 'quantity';
  nights: number;
  unit: CostUnit;
  timeZone: string;
  /** Why it cannot be booked, in the catalogue's words, when it cannot. */
  reason: string | undefined;
  onBook: (slot: TeeTimeSlot) => void;
}

/** A hotel stay or guest passes: a summary of what is booked and one button, never a time grid. */
export function SingleStartCard({
  slot,
  kind,
  nights,
  unit,
  timeZone,
  reason,
  onBook,
}: SingleStartCardProps) {
  const { t } = useTranslation();
  const day = formatInZone(slot.time, timeZone, 'dddd D MMMM YYYY');
  const checkOut = dayjs(formatInZone(slot.time, timeZone, 'YYYY-MM-DD'))
    .add(nights, 'day')
    .format('dddd D MMMM YYYY');
  const cost = t(unit === 'rounds' ? 'teeTimes.rounds' : 'teeTimes.points', { count: slot.cost });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="single-start-title">
      <Stack gap="xs" align="flex-start">
        <Title order={3} size="h5" id="single-start-title">
          {t(kind === 'stay' ? 'teeTimes.stayTitle' : 'teeTimes.passesTitle')}
        </Title>
        <Text>
          {kind === 'stay'
            ? t('teeTimes.staySummary', {
                checkIn: day,
                time: formatInZone(slot.time, timeZone, 'HH:mm'),
                checkOut,
              })
            : t('teeTimes.passesSummary', { date: day })}
        </Text>
        <Text fw={700}>{cost}</Text>
        {reason && (
          <Text size="sm" fw={600} c="red.9">
            {reason}
          </Text>
        )}
        <Button onClick={() => onBook(slot)} disabled={!slot.bookable}>
          {t(kind === 'stay' ? 'teeTimes.bookStay' : 'teeTimes.bookPasses')}
        </Button>
      </Stack>
    </Paper>
  );
}
