import { Accordion, Anchor, Container, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { usePageClub } from '../hooks/use-page-club';
import { helpFaqs } from '../lib/faq';
import { ClubPageState } from './page-state';

/**
 * /Help and /Help/{clubName}/{clubId}: the club's own questions (content editor), else the nine of
 * club-discovery §2 in the club's buddies word, with the club's help images when its content has them, and the way to contact the club.
 */
export default function HelpPage() {
  const { t } = useTranslation();
  const { content, unknown } = usePageClub();
  return (
    <Container size="md" px={0} py="md">
      <ClubPageState query={content} unknown={unknown}>
        {(club) => {
          const faqs = helpFaqs(t, club);
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
                {faqs.map((faq, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id; their order is theirs.
                  <Accordion.Item key={index} value={String(index)}>
                    <Accordion.Control>
                      <Text component="span" fw={600}>
                        {faq.question}
                      </Text>
                    </Accordion.Control>
                    <Accordion.Panel style={{ whiteSpace: 'pre-line' }}>{faq.answer}</Accordion.Panel>
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
