import { Alert, Anchor, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton';
import { appPaths } from '../../../lib/paths';
import { useAuthState } from '../../auth';
import { SlotBookingScreen } from '../../teetimes';
import { useAdditionalBookers } from '../api/get-additional-bookers';
import { ExtrasList } from './extras-list';

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/**
 * /book and /book/additional (the named route ecomSearchAdditional: type, clubId, courseId, title,
 * description). With a courseId it books that extra; otherwise it lists the club's extras.
 */
export default function ExtrasSearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { member } = useAuthState();
  const clubId = positiveInt(params.get('clubId')) ?? member?.HomeClubId;
  const courseId = positiveInt(params.get('courseId'));
  const bookers = useAdditionalBookers(courseId === undefined ? clubId : undefined);

  if (clubId !== undefined && courseId !== undefined) {
    return (
      <Container size="md" px={0}>
        <Stack gap="md">
          <Anchor component={Link} to={appPaths.ecomSearchAdditional()} size="sm">
            {t('extras.allExtras')}
          </Anchor>
          <SlotBookingScreen
            key={`${clubId}-${courseId}`}
            clubId={clubId}
            courseId={courseId}
            title={params.get('title') || undefined}
            description={params.get('description') || undefined}
          />
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('extras.title')}
        </Title>
        {bookers.isPending && <CardGridSkeleton count={2} />}
        {bookers.isError && <Alert color="red">{t('errors.generic')}</Alert>}
        {bookers.data && clubId !== undefined && <ExtrasList clubId={clubId} bookers={bookers.data} />}
      </Stack>
    </Container>
  );
}
