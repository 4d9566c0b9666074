import type { ExploreClub } from '@fairway/contracts';
import { ActionIcon, Badge, Button, Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconMapPin, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { ACCESSIBLE_COLOUR } from '../../../themes/accessible-colours';
import { useFavouriteClub } from '../api/explore-clubs';

/** The banner strip's height: fixed, so a banner that loads late moves nothing. */
const BANNER_HEIGHT = 96;

/**
 * One club of the explore list (club-discovery §2, §3 Club (explore)): banner, name, place, tier, price,
 * favourite toggle, links. The list's first banner is fetched at once and first (`first`): on a phone it
 * is the largest thing the screen paints; the others load as they come near the view.
 */
export function ClubCard({
  club,
  showDistance,
  first = false,
}: {
  club: ExploreClub;
  showDistance: boolean;
  first?: boolean;
}) {
  const { t } = useTranslation();
  const favourite = useFavouriteClub();
  const isFavourite = favourite.isPending ? !club.IsFavourite : club.IsFavourite;
  return (
    <Card
      withBorder
      padding="md"
      component="li"
      className={club.CustomCSSClass}
      aria-labelledby={`club-${club.Id}`}
    >
      {club.BannerUrl && (
        <Card.Section>
          {/* Decorative: the card's heading names the club. */}
          <Image
            src={club.BannerUrl}
            alt=""
            h={BANNER_HEIGHT}
            fit="cover"
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            bg="gray.1"
          />
        </Card.Section>
      )}
      <Stack gap="xs" mt={club.BannerUrl ? 'sm' : 0}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4" id={`club-${club.Id}`}>
              {club.Name}
            </Title>
            <Group gap={6} c="dimmed">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">
                {club.Town}
                {showDistance && club.Distance !== null
                  ? ` · ${t('explore.card.distance', { miles: club.Distance })}`
                  : ''}
              </Text>
            </Group>
          </Stack>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-pressed={isFavourite}
            aria-label={t('explore.card.favourite', { club: club.Name })}
            onClick={() => favourite.mutate({ clubId: club.Id, favourite: !club.IsFavourite })}
          >
            {isFavourite ? <IconHeartFilled aria-hidden /> : <IconHeart aria-hidden />}
          </ActionIcon>
        </Group>
        <Group gap={6}>
          {club.Tier === 3 && (
            <Badge color="#7a5a00" leftSection={<IconStarFilled size={12} aria-hidden />}>
              {t('explore.card.tier3')}
            </Badge>
          )}
          {club.MyHomeClub && <Badge color={ACCESSIBLE_COLOUR.success}>{t('explore.card.homeClub')}</Badge>}
          {club.State === 'Unavailable' && <Badge color="gray.8">{t('explore.card.unavailable')}</Badge>}
          {club.BookingClosedToVisitors && (
            <Badge color={ACCESSIBLE_COLOUR.warning}>{t('explore.card.bookingClosed')}</Badge>
          )}
          <Badge variant="light" color="dark">
            {t('explore.card.avgPrice', { count: club.Prices.AvgPrice })}
          </Badge>
        </Group>
        {club.ShortDescription && <Text size="sm">{club.ShortDescription}</Text>}
        <Group gap="xs">
          <Button
            component={Link}
            to={appPaths.clubLanding(club.UrlName, club.Id)}
            variant="default"
            size="sm"
            aria-label={`${t('explore.card.findOutMore')}: ${club.Name}`}
          >
            {t('explore.card.findOutMore')}
          </Button>
          <Button
            component={Link}
            to={`${appPaths.clubHouse(club.Id)}?clubid=${club.Id}`}
            size="sm"
            aria-label={`${t('explore.card.teeTimes')}: ${club.Name}`}
          >
            {t('explore.card.teeTimes')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** A card-shaped placeholder while the list loads (ten of them). */
export function ClubCardSkeleton() {
  return (
    <Card withBorder padding="md" component="li" aria-hidden>
      <Card.Section>
        <Skeleton height={BANNER_HEIGHT} radius={0} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Skeleton height={22} width="60%" />
        <Skeleton height={14} width="35%" />
        <Skeleton height={18} width="45%" />
        <Skeleton height={30} width="50%" />
      </Stack>
    </Card>
  );
}
