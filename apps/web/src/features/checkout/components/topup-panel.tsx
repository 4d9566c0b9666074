import type { MemberSummary, TopUpPackage } from '@fairway/contracts';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appPaths } from '../../../lib/paths';
import { useBasket } from '../api/get-basket';
import { usePackages } from '../api/get-packages';
import { useSetBasket } from '../api/set-basket';
import { formatPrice } from '../lib/checkout-rules';
import { sortTopUps } from '../lib/sort-top-ups';
import { CatalogueState } from './catalogue-state';

interface TopupPanelProps {
  member: MemberSummary;
  title: string;
}

/** The dashboard's Top-up tab: Home and Open Play top-ups, ascending by points, each Add to basket. */
export default function TopupPanel({ member, title }: TopupPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const packages = usePackages(member.HomeClubId);
  const basketBundleId = useBasket().data?.Items[0]?.BundleId;
  const setBasket = useSetBasket();
  const add = (bundleId: number) =>
    setBasket.mutate(
      { BundleId: bundleId, NewClubId: member.HomeClubId, PromoCode: null },
      { onSuccess: () => navigate(appPaths.checkout()) },
    );

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{t('dashboard.topupIntro')}</Text>
        <CatalogueState packages={packages} basketError={setBasket.error}>
          {(catalogue) => (
            <>
              <TopUpList
                title={t('topup.homeTitle')}
                packages={catalogue.HomePackages}
                basketBundleId={basketBundleId}
                adding={setBasket.isPending}
                onAdd={add}
              />
              {member.FlexiPointsAllowed && (
                <TopUpList
                  title={t('topup.openPlayTitle')}
                  packages={catalogue.AwayPackages}
                  basketBundleId={basketBundleId}
                  adding={setBasket.isPending}
                  onAdd={add}
                />
              )}
            </>
          )}
        </CatalogueState>
      </Stack>
    </Paper>
  );
}

interface TopUpListProps {
  title: string;
  packages: TopUpPackage[];
  basketBundleId: number | undefined;
  adding: boolean;
  onAdd: (bundleId: number) => void;
}

function TopUpList({ title, packages, basketBundleId, adding, onAdd }: TopUpListProps) {
  const { t, i18n } = useTranslation();
  if (packages.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {sortTopUps(packages).map((p) => (
        <Paper key={p.BundleId} withBorder p="sm" radius="md" component="article" aria-label={p.Name}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            {/* The name wraps; the button keeps its full label (at 390 px it was clipped). */}
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600}>{p.Name}</Text>
              <Text size="sm">
                {p.BaselineCost !== p.NewPrice && (
                  <Text span td="line-through" size="sm" mr={6}>
                    {formatPrice(p.BaselineCost, p.Currency, i18n.language)}
                  </Text>
                )}
                {formatPrice(p.NewPrice, p.Currency, i18n.language)}
              </Text>
            </div>
            {basketBundleId === p.BundleId ? (
              <Badge color="#1e6b30" variant="filled" size="lg" tt="none">
                {t('checkout.inBasket')}
              </Badge>
            ) : (
              <Button onClick={() => onAdd(p.BundleId)} loading={adding} variant="light" flex="none">
                {t('checkout.addToBasket')}
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
