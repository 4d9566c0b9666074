import { Accordion, Anchor, Container, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { usePageClub } from '../hooks/use-page-club';
import { FAQ_ITEMS } from '../lib/faq';
import { ClubPageState } from './page-state';

/**
 * /Help and /Help/{clubName}/{clubId}: the nine questions of club-discovery §2, in the club's buddies
 * word, with the club's help images when its content has them, and the way to contact the club.
 */
export default function HelpPage() {
  const { t } = useTranslation();
  const { content, unknown } = usePageClub();
  return (
    <Container size="md" px={0} py="md">
      <ClubPageState query={content} unknown={unknown}>
        {(club) => {
          const words = {
            buddy: club.theme.buddiesText.toLowerCase(),
            buddies: club.theme.buddiesTextPlural.toLowerCase(),
            Buddies: club.theme.buddiesTextPlural,
          };
          const images = club.helpImages ?? [];
          return (
            <Stack gap="lg">
              <Title order={1}>{t('help.title')}</Title>
              <Text>{t('help.intro', { club: club.clubName })}</Text>
              {images.length > 0 && (
                <SimpleGrid cols={{ base: 2, sm: Math.min(images.length, 3) }} maw={720}>
                  {images.map((image) => (
                    <Image key={image.src} src={image.src} alt={image.alt} radius="md" />
                  ))}
                </SimpleGrid>
              )}
              <Accordion variant="separated" multiple>
                {FAQ_ITEMS.map((id) => (
                  <Accordion.Item key={id} value={id}>
                    <Accordion.Control>
                      <Text component="span" fw={600}>
                        {t(`help.${id}.q`, words)}
                      </Text>
                    </Accordion.Control>
                    <Accordion.Panel>{t(`help.${id}.a`, words)}</Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
              <Text>
                {t('help.stillStuck')}{' '}
                <Anchor component={Link} to={appPaths.contact(club.clubId)} underline="always">
                  {t('menu.contactUs')}
                </Anchor>
              </Text>
            </Stack>
          );
        }}
      </ClubPageState>
    </Container>
  );
}
