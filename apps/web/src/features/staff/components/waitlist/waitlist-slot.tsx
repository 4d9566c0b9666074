import type { StaffWaitlistOffer, StaffWaitlistSlot } from '@fairway/contracts';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../../lib/paths';
import { formatInZone } from '../../../../lib/zoned-dates';
import { CLOCK_FORMAT, START_FORMAT } from '../../lib/console-format';
import { partyText } from '../../lib/party-text';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;
const OFFER_COLOURS = { Open: 'blue', Accepted: 'green', Declined: 'gray', Expired: 'orange' } as const;

function OfferLine({ offer, zone }: { offer: StaffWaitlistOffer; zone: string | undefined }) {
  const { t } = useTranslation();
  // A live offer runs until its expiry; a settled one is named by when it was settled.
  const key = offer.SettledAt ? 'staffConsole.waitlist.offerSettled' : 'staffConsole.waitlist.offerUntil';
  return (
    <Group gap="xs" wrap="wrap" component="li">
      <Badge color={OFFER_COLOURS[offer.State]} variant="light" c="dark.9">
        {t(`staffConsole.waitlist.offer.${offer.State}`)}
      </Badge>
      <Text size="sm">
        {t(key, {
          name: offer.MemberName,
          count: offer.Places,
          time: formatInZone(offer.SettledAt ?? offer.ExpiresAt, zone, CLOCK_FORMAT),
        })}
      </Text>
    </Group>
  );
}

/** One start's waitlist: the parties in order (with the offer holding places for one), then the offers. */
export function WaitlistSlot({ slot, zone }: { slot: StaffWaitlistSlot; zone: string | undefined }) {
  const { t } = useTranslation();
  const headingId = `waitlist-${slot.CourseId}-${slot.Time}`;
  return (
    <Card withBorder padding="sm" component="li" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('staffConsole.waitlist.slot', {
            course: slot.CourseName,
            start: formatInZone(slot.Time, zone, START_FORMAT),
          })}
        </Title>
        {slot.Parties.length === 0 ? (
          <Text size="sm">{t('staffConsole.waitlist.nobodyWaiting')}</Text>
        ) : (
          <Stack
            gap={6}
            component="ol"
            style={listStyle}
            aria-label={t('staffConsole.waitlist.partiesLabel')}
          >
            {slot.Parties.map((p) => (
              <Group key={p.Id} gap="xs" wrap="wrap" component="li">
                <Text fw={700} size="sm">
                  {t('staffConsole.waitlist.position', { position: p.Position })}
                </Text>
                <Anchor component={Link} to={appPaths.staffMember(p.MemberGuid)} size="sm" fw={600}>
                  {p.MemberName}
                </Anchor>
                <Text size="sm">{partyText(t, p.Players, p.Juniors, 'staffConsole.waitlist.party')}</Text>
                {p.Offer ? (
                  <Badge color="blue" variant="light" c="dark.9">
                    {t('staffConsole.waitlist.offered', {
                      count: p.Offer.Places,
                      time: formatInZone(p.Offer.ExpiresAt, zone, CLOCK_FORMAT),
                    })}
                  </Badge>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('staffConsole.waitlist.waitingSince', {
                      time: formatInZone(p.JoinedAt, zone, START_FORMAT),
                    })}
                  </Text>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {slot.Offers.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('staffConsole.waitlist.offersTitle')}
            </Text>
            <Stack gap={4} component="ul" style={listStyle}>
              {slot.Offers.map((o) => (
                <OfferLine key={o.Id} offer={o} zone={zone} />
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
