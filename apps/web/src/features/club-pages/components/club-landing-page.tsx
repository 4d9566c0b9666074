import { Anchor, Box, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { useNetwork } from '../api/get-network';
import { usePageClub } from '../hooks/use-page-club';
import { needsNetworkCount, withNetworkCount } from '../lib/network-copy';
import { ClubDetailsCard } from './club-details-card';
import classes from './club-pages.module.css';
import { LandingActions } from './landing-actions';
import { CourseFactsSection, ExplainerSection, PackagesTeaser, QuotesSection } from './landing-sections';
import { ClubPageState, PageSkeleton } from './page-state';

/**
 * /Club, /Club/{clubName}/{id}, /landing and /stoke-park: a club's landing page for visitors, and for
 * members a way to book there (club-discovery §2). Without a club in the address it is the shown club's (the network's for a
 * visitor). A club whose document sets disableLanding has none: the 404 page.
 */
export default function ClubLandingPage() {
  const { t, i18n } = useTranslation();
  const { content, unknown } = usePageClub();
  // Copy that says the network's club count waits for it (a failed count reads "many").
  const needsCount = content.data ? needsNetworkCount(content.data) : false;
  const network = useNetwork(needsCount);
  const clubs = network.data
    ? new Intl.NumberFormat(i18n.language).format(network.data.Clubs)
    : network.isError
      ? t('clubPages.networkClubsUnknown')
      : null;
  if (needsCount && clubs === null && !unknown) {
    return (
      <Container size="lg" px={0} py="md">
        <PageSkeleton label={t('common.loading')} />
      </Container>
    );
  }
  return (
    <Container size="lg" px={0} py="md">
      <ClubPageState query={content} unknown={unknown} hidden={(c) => c.disableLanding}>
        {(document) => {
          const club = needsCount && clubs !== null ? withNetworkCount(document, clubs) : document;
          return (
            <Stack gap="xl">
              <Box className={classes.hero}>
                {club.bannerUrl && <Image src={club.bannerUrl} alt="" className={classes.banner} />}
                <Group gap="md" wrap="nowrap" className={classes.heroText} p="md">
                  {club.theme.logoUrl && (
                    <Image
                      src={club.theme.logoUrl}
                      alt={t('clubPages.logo', { club: club.clubName })}
                      w={64}
                      h={64}
                    />
                  )}
                  <Title order={1}>{club.clubName}</Title>
                </Group>
              </Box>
              <Text size="lg">{club.introduction}</Text>
              <LandingActions club={club} />
              <CourseFactsSection content={club} />
              <PackagesTeaser content={club} />
              <ExplainerSection content={club} />
              <QuotesSection content={club} />
              <ClubDetailsCard content={club} />
              <Group gap="lg" component="nav" aria-label={t('clubPages.moreAbout', { club: club.clubName })}>
                <Anchor
                  component={Link}
                  to={
                    club.disablePoints
                      ? appPaths.roundsMatrix(club.clubName, club.clubId)
                      : appPaths.pointsMatrix(club.clubName, club.clubId)
                  }
                >
                  {t(club.disablePoints ? 'clubPages.roundsMatrix' : 'clubPages.pointsMatrix')}
                </Anchor>
                <Anchor component={Link} to={appPaths.terms(club.clubName, club.clubId)}>
                  {t('clubPages.terms')}
                </Anchor>
                {club.showContactInsteadOfHelp ? (
                  <Anchor component={Link} to={appPaths.contact(club.clubId)}>
                    {t('menu.contactUs')}
                  </Anchor>
                ) : (
                  <Anchor component={Link} to={appPaths.clubHelp(club.clubName, club.clubId)}>
                    {t('menu.help')}
                  </Anchor>
                )}
              </Group>
            </Stack>
          );
        }}
      </ClubPageState>
    </Container>
  );
}
