import type { ClubContent, MemberSummary } from '@fairway/contracts';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeWidgetTarget } from '../../../lib/home-widget-targets';
import { todayIn } from '../../../lib/zoned-dates';
import { useAdditionalBookers, useClubDetails, useClubSwitches } from '../../clubs';
import { HomeTileIcon, tilePurposeKey } from './home-tile-icon';
import classes from './home-tiles.module.css';

/** Up to four tiles from the club's homeWidgets (member-area §2); a tile without a target is left out. */
/**
 * The tiles' places, at their final size, while what decides them loads (before the club's content is in,
 * the usual four), so the bookings below do not move when the tiles appear.
 */
export function HomeTilesSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} radius="md" className={classes.placeholder} />
      ))}
    </SimpleGrid>
  );
}

export function HomeTiles({ member, content }: { member: MemberSummary; content: ClubContent }) {
  const { t } = useTranslation();
  const details = useClubDetails(member.HomeClubId).data;
  const { checkoutDisabled } = useClubSwitches(member.HomeClubId);
  const wantsExtras = content.homeWidgets.some(
    (w) => w.type === 'Hotel' || w.type === 'Personal Training & Guest Passes',
  );
  const extras = useAdditionalBookers(wantsExtras ? member.HomeClubId : undefined);
  const bookers = extras.data ?? [];
  const shown = Math.min(4, content.homeWidgets.length);
  // Until the club's details (and extras) arrive, placeholders of the tiles' final size hold their
  // place, so the bookings below do not move when the tiles appear (Lighthouse's layout shift).
  if (!details || (wantsExtras && extras.isPending)) {
    return shown === 0 ? null : <HomeTilesSkeleton count={shown} />;
  }
  const ctx = {
    clubId: member.HomeClubId,
    courses: details.Courses,
    bookers,
    today: todayIn(details.TimeZone),
    buddiesPath: `/${content.theme.buddiesTextPlural}`,
    checkoutDisabled,
  };
  const tiles = content.homeWidgets
    .slice(0, 4)
    .map((w) => ({ ...w, to: homeWidgetTarget(w.type, ctx) }))
    .filter((w): w is typeof w & { to: string } => w.to !== undefined);
  if (tiles.length === 0) return null;

  return (
    <nav aria-label={t('bookings.tilesLabel')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {tiles.map((tile) => (
          // Plain elements with Mantine's rules (home-tiles.module.css): the tiles are part of the dashboard's
          // first render, and Mantine's button, paper, stack and texts were most of their components.
          <Link key={tile.type} to={tile.to} className={`mantine-focus-auto ${classes.tile}`}>
            <span className={classes.inner}>
              <span className={classes.icon}>
                <HomeTileIcon type={tile.type} />
              </span>
              <span className={classes.title}>{tile.title}</span>
              <span className={classes.purpose}>{t(tilePurposeKey(tile.type))}</span>
            </span>
          </Link>
        ))}
      </SimpleGrid>
    </nav>
  );
}
