import type { AvailablePackages, Package, PackageGroupContent } from '@fairway/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayedCost, formatPrice, offersWaitingList } from '../lib/checkout-rules';

interface PackageListProps {
  packages: AvailablePackages;
  completedFirstPayment: boolean;
  clubEmail: string | undefined;
  basketBundleId: number | undefined;
  adding: boolean;
  onAdd: (bundleId: number) => void;
  /** Heading level of the group titles (the page title is h1). */
  headingOrder?: 2 | 3;
  /** The club's own words for the standard and corporate groups (the packages page). */
  groupContent?: { standard?: PackageGroupContent; corporate?: PackageGroupContent };
}

/** The club's membership packages by group (standard, corporate): bundles with prices, Add to basket. */
export function PackageList(props: PackageListProps) {
  const { t, i18n } = useTranslation();
  const { packages } = props;
  const currency = packages.PackageGroups.flatMap((g) => g.Packages).flatMap((p) => p.Bundles)[0]?.Currency;
  return (
    <Stack gap="lg">
      {packages.JoinerFee !== null && packages.JoinerFee > 0 && currency && (
        <Alert color="blue.9" variant="outline" title={t('checkout.joinerFeeTitle')}>
          {t('checkout.joinerFeeNotice', { fee: formatPrice(packages.JoinerFee, currency, i18n.language) })}
        </Alert>
      )}
      {packages.PackageGroups.filter((g) => g.Packages.length > 0).map((group) => {
        const words = group.IsCorporate ? props.groupContent?.corporate : props.groupContent?.standard;
        return (
          <Stack key={group.Name} gap="sm">
            {words && (
              <Text size="sm" fw={600} tt="uppercase" c="gray.7">
                {words.titleStrapline}
              </Text>
            )}
            <Title order={props.headingOrder ?? 2} size="h3" mt={words ? -8 : 0}>
              {words?.title ??
                (group.IsCorporate ? t('checkout.corporatePackages') : t('checkout.standardPackages'))}
            </Title>
            {words?.introduction.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {group.Packages.map((pkg) => (
                <PackageCard key={pkg.Id} pkg={pkg} {...props} />
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
    </Stack>
  );
}

function PackageCard({ pkg, ...props }: { pkg: Package } & PackageListProps) {
  const { t, i18n } = useTranslation();
  const waitingList = offersWaitingList(pkg.IsFull, props.completedFirstPayment);
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={pkg.Name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={props.headingOrder === 3 ? 4 : 3} size="h4">
            {pkg.Name}
          </Title>
          {pkg.IsFull && <Badge color="gray.8">{t('checkout.full')}</Badge>}
        </Group>
        <Text size="sm">{pkg.Description}</Text>
        {pkg.Benefits.length > 0 && (
          <List size="sm" spacing={2}>
            {pkg.Benefits.map((b) => (
              <List.Item key={b}>{b}</List.Item>
            ))}
          </List>
        )}
        {pkg.Bundles.map((bundle) => {
          const inBasket = props.basketBundleId === bundle.Id;
          const price = formatPrice(
            displayedCost(bundle.Cost, props.packages.JoinerFee),
            bundle.Currency,
            i18n.language,
          );
          return (
            <Group key={bundle.Id} justify="space-between" mt="xs">
              <Text fw={700} size="lg">
                {t('checkout.perYear', { price })}
              </Text>
              {waitingList ? (
                <Anchor
                  href={`mailto:${props.clubEmail ?? ''}?subject=${encodeURIComponent(pkg.Name)}`}
                  fw={600}
                >
                  {t('checkout.waitingList')}
                </Anchor>
              ) : inBasket ? (
                <Badge color="#1e6b30" variant="filled" size="lg" tt="none">
                  {t('checkout.inBasket')}
                </Badge>
              ) : (
                <Button onClick={() => props.onAdd(bundle.Id)} loading={props.adding}>
                  {t('checkout.addToBasket')}
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
