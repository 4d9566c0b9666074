import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageClub } from '../hooks/use-page-club';
import { ClubPageState } from './page-state';

/** /T&Cs/{clubName}/{clubId}: the club's terms and conditions, each point with its optional link. */
export default function TermsPage() {
  const { t } = useTranslation();
  const { content, unknown } = usePageClub();
  return (
    <Container size="md" px={0} py="md">
      <ClubPageState query={content} unknown={unknown}>
        {(club) => (
          <Stack gap="md">
            <Title order={1}>{t('terms.title', { club: club.clubName })}</Title>
            {(club.termsAndConditions ?? []).length === 0 ? (
              <Text>{t('terms.none')}</Text>
            ) : (
              <List type="ordered" spacing="sm">
                {(club.termsAndConditions ?? []).map((term) => (
                  <List.Item key={term.text}>
                    {term.text}
                    {term.link && (
                      <>
                        {' '}
                        <Anchor
                          underline="always"
                          href={term.link}
                          target={term.link.startsWith('/') ? undefined : '_blank'}
                          rel="noopener noreferrer"
                        >
                          {t('terms.readMore')}
                        </Anchor>
                      </>
                    )}
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        )}
      </ClubPageState>
    </Container>
  );
}
