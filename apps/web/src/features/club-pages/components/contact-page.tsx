import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageClub } from '../hooks/use-page-club';
import { ClubDetailsCard } from './club-details-card';
import { ContactForm } from './contact-form';
import { ClubPageState } from './page-state';

/** /Contact: the club's details and a form that e-mails its customer-service team. */
export default function ContactPage() {
  const { t } = useTranslation();
  const { clubId, content, unknown } = usePageClub();
  return (
    <Container size="lg" px={0} py="md">
      <ClubPageState query={content} unknown={unknown}>
        {(club) => (
          <Stack gap="lg">
            <Title order={1}>{t('contact.title')}</Title>
            <Text>{t('contact.intro', { club: club.clubName })}</Text>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <ContactForm clubId={clubId} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <ClubDetailsCard content={club} />
              </Grid.Col>
            </Grid>
          </Stack>
        )}
      </ClubPageState>
    </Container>
  );
}
