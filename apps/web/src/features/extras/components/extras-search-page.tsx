import type { AdditionalBooker } from '@fairway/contracts';
import { Anchor, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton';
import { isNotFound, LoadError } from '../../../components/load-error';
import { extrasTarget } from '../../../lib/home-widget-targets';
import { appPaths } from '../../../lib/paths';
import { useAdditionalBookers } from '../../clubs';
import { NotFoundPage } from '../../errors';
import { useAuthState } from '../../session';
import { SlotBookingScreen } from '../../teetimes';
import { ExtrasList } from './extras-list';

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** The query values the extras route names an extra by; the rest (Date, Players, Nights …) carry over. */
const NAMING = ['type', 'clubId', 'courseId', 'title', 'description'];

/**
 * An extra named by its club and course only (Book again of a stay, a session or passes leads here via
 * its course's URL): the club's additional booker for that course gives the type, title and description.
 */
function namedTarget(clubId: number, booker: AdditionalBooker, params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  for (const name of NAMING) rest.delete(name);
  const query = rest.toString();
  return `${extrasTarget(booker.Title, clubId, booker)}${query ? `&${query}` : ''}`;
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
  const title = params.get('title') || undefined;
  // The list is read to show it, or to name an extra that came by its course alone.
  const bookers = useAdditionalBookers(courseId === undefined || !title ? clubId : undefined);

  if (clubId !== undefined && courseId !== undefined && !title) {
    if (bookers.isError) {
      return isNotFound(bookers.error) ? (
        <NotFoundPage />
      ) : (
        <LoadError error={bookers.error} onRetry={() => bookers.refetch()} />
      );
    }
    if (!bookers.data) return <CardGridSkeleton count={1} />;
    const booker = bookers.data.find((b) => b.Category === courseId);
    if (!booker) return <NotFoundPage />;
    return <Navigate to={namedTarget(clubId, booker, params)} replace />;
  }
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
            title={title}
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
        {bookers.isError && <LoadError error={bookers.error} onRetry={() => bookers.refetch()} />}
        {bookers.data && clubId !== undefined && <ExtrasList clubId={clubId} bookers={bookers.data} />}
      </Stack>
    </Container>
  );
}
