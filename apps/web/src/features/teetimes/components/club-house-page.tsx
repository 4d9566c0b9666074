import type { Course } from '@fairway/contracts';
import { FacilityType } from '@fairway/contracts/constants';
import { Button, Container, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton';
import { isNotFound, LoadError } from '../../../components/load-error';
import { extrasTarget } from '../../../lib/home-widget-targets';
import { appPaths } from '../../../lib/paths';
import { todayIn } from '../../../lib/zoned-dates';
import { useAdditionalBookers, useClubContent, useClubDetails } from '../../clubs';
import { NotFoundPage } from '../../errors';

const KIND_KEY: Record<number, string> = {
  [FacilityType.Golf]: 'clubHouse.golf',
  [FacilityType.Spa]: 'clubHouse.spa',
  [FacilityType.Gym]: 'clubHouse.gym',
  [FacilityType.Misc]: 'clubHouse.extras',
  [FacilityType.Restaurant]: 'clubHouse.dining',
};

/** /booking/clubs/:clubId: the club's courses and facilities, each leading to its booking screen. */
export default function ClubHousePage() {
  const { t } = useTranslation();
  const clubId = Number(useParams().clubId);
  const details = useClubDetails(Number.isInteger(clubId) ? clubId : undefined);
  const content = useClubContent(clubId).data;
  const bookers = useAdditionalBookers(Number.isInteger(clubId) ? clubId : undefined).data ?? [];

  if (!Number.isInteger(clubId) || clubId < 0) return <NotFoundPage />;
  if (details.isError) {
    return isNotFound(details.error) ? (
      <NotFoundPage />
    ) : (
      <LoadError error={details.error} onRetry={() => details.refetch()} />
    );
  }
  if (!details.data) {
    return (
      <Container size="md" px={0}>
        <Stack gap="lg">
          <Skeleton height={32} width="55%" />
          <CardGridSkeleton />
        </Stack>
      </Container>
    );
  }
  const club = details.data;
  const today = todayIn(club.TimeZone);

  const target = (course: Course): string | undefined => {
    switch (course.FacilityType) {
      case FacilityType.Golf:
        return appPaths.teeTimes(clubId, course.Id, { date: today, players: 1, juniors: 0 });
      case FacilityType.Spa:
        return appPaths.spa(clubId, course.Id);
      case FacilityType.Restaurant:
        return appPaths.dining(clubId, course.Id);
      default: {
        const booker = bookers.find((b) => b.Category === course.Id);
        return booker ? extrasTarget(booker.Title, clubId, booker) : undefined;
      }
    }
  };

  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {club.ClubName}
          </Title>
          {content?.introduction && <Text>{content.introduction}</Text>}
        </Stack>
        {club.Courses.length === 0 && <Text>{t('clubHouse.noCourses')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {club.Courses.map((course) => {
            const to = target(course);
            return (
              <Paper key={course.Id} withBorder radius="md" p="md">
                <Stack gap="xs" align="flex-start">
                  <Text size="xs" fw={700} tt="uppercase">
                    {t(KIND_KEY[course.FacilityType] ?? 'clubHouse.extras')}
                  </Text>
                  <Title order={2} size="h4">
                    {course.Name}
                  </Title>
                  {to ? (
                    <Button
                      component={Link}
                      to={to}
                      size="sm"
                      aria-label={t('clubHouse.bookNamed', { name: course.Name })}
                    >
                      {t('clubHouse.book')}
                    </Button>
                  ) : (
                    <Text size="sm">{t('clubHouse.notBookable')}</Text>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
