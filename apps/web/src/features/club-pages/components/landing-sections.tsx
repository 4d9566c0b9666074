import type { ClubContent } from '@fairway/contracts';
import { Blockquote, Button, Card, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../lib/paths';

/** The club's courses: holes, par and length, from its content. */
export function CourseFactsSection({ content }: { content: ClubContent }) {
  const { t, i18n } = useTranslation();
  const facts = content.courseFacts ?? [];
  if (facts.length === 0) return null;
  const yards = new Intl.NumberFormat(i18n.language);
  return (
    <Stack gap="sm" component="section" aria-labelledby="courses-heading">
      <Title order={2} size="h3" id="courses-heading">
        {t('clubPages.courses')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: Math.min(facts.length, 3) }}>
        {facts.map((course) => (
          <Paper key={course.name} withBorder p="md" radius="md">
            <Title order={3} size="h5">
              {course.name}
            </Title>
            <Text size="sm">
              {t('clubPages.courseFacts', {
                holes: course.holes,
                par: course.par,
                yards: yards.format(course.lengthYards),
              })}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** How membership works, in pictures (explainerImages). */
export function ExplainerSection({ content }: { content: ClubContent }) {
  const { t } = useTranslation();
  const panels = content.explainerImages ?? [];
  if (panels.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="explainers-heading">
      <Title order={2} size="h3" id="explainers-heading">
        {t('clubPages.howItWorks')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {panels.map((panel) => (
          <Card key={panel.title} withBorder radius="md" padding="md">
            <Card.Section>
              <Image src={panel.link} alt="" h={140} fit="cover" />
            </Card.Section>
            <Title order={3} size="h5" mt="sm">
              {panel.title}
            </Title>
            <Text size="sm">{panel.desc}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** A taste of the packages, leading to the public packages page; not shown when checkout is off. */
export function PackagesTeaser({ content }: { content: ClubContent }) {
  const { t } = useTranslation();
  if (content.disableCheckout) return null;
  const group = content.standardPackage;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="packages-heading">
      <Stack gap="xs" align="flex-start">
        {group?.titleStrapline && (
          <Text size="sm" fw={600} tt="uppercase">
            {group.titleStrapline}
          </Text>
        )}
        <Title order={2} size="h3" id="packages-heading">
          {group?.title ?? t('clubPages.packagesTitle')}
        </Title>
        <Text size="sm">{group?.introduction[0] ?? t('clubPages.packagesIntro')}</Text>
        <Button component={Link} to={appPaths.publicPackages(content.clubId)}>
          {t('clubPages.viewPackages')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** What members say (quotes). */
export function QuotesSection({ content }: { content: ClubContent }) {
  const { t } = useTranslation();
  const quotes = content.quotes ?? [];
  if (quotes.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="quotes-heading">
      <Title order={2} size="h3" id="quotes-heading">
        {t('clubPages.quotes')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {quotes.map((quote) => (
          <Blockquote
            key={quote.text}
            color="var(--mantine-primary-color-filled)"
            cite={quote.title ? `${quote.name}, ${quote.title}` : quote.name}
            p="md"
          >
            {quote.text}
          </Blockquote>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
