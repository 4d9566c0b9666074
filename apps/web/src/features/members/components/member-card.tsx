import type { MemberSummary } from '@fairway/contracts';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { appPaths } from '../../../lib/paths';

interface MemberCardProps {
  member: MemberSummary;
  /** Clubs with points disabled show rounds. */
  rounds: boolean;
  homePoints: number;
  openPlayPoints: number;
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" tt="uppercase" fw={700} c="brand.0">
        {label}
      </Text>
      <Text size="xl" fw={700} c="white">
        {value}
      </Text>
    </Stack>
  );
}

/** The member card: name, home club, balances, expiry and package. */
export function MemberCard({ member, rounds, homePoints, openPlayPoints }: MemberCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      component="section"
      aria-label={t('memberCard.label')}
      radius="lg"
      padding="lg"
      bg="brand.9"
      c="white"
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Title order={2} size="h3" c="white">
            {member.Forename} {member.Surname}
          </Title>
          <Text c="white">{member.HomeClubName}</Text>
        </Stack>
        {member.PackageName && (
          <Stack gap={0} ta="right">
            <Text size="xs" tt="uppercase" fw={700} c="brand.0">
              {t('memberCard.package')}
            </Text>
            <Text fw={600} c="white">
              {member.PackageName}
            </Text>
          </Stack>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} mt="lg" spacing="md">
        <Stat label={rounds ? t('memberCard.homeRounds') : t('memberCard.homePoints')} value={homePoints} />
        {member.FlexiPointsAllowed && (
          <Stat
            label={rounds ? t('memberCard.openPlayRounds') : t('memberCard.openPlayPoints')}
            value={openPlayPoints}
          />
        )}
        <Stat
          label={member.IsExpired ? t('memberCard.expired') : t('memberCard.expires')}
          value={member.MembershipExpires ? formatDate(member.MembershipExpires) : t('memberCard.noExpiry')}
        />
      </SimpleGrid>
      <Anchor
        component={Link}
        to={appPaths.trophies()}
        c="white"
        underline="always"
        fw={600}
        mt="md"
        display="inline-block"
      >
        {t('memberCard.trophies')}
      </Anchor>
    </Card>
  );
}
