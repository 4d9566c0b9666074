import type { ClubContent, MemberSummary } from '@fairway/contracts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useBasket } from '../api/get-basket';
import { usePackages } from '../api/get-packages';
import { useSetBasket } from '../api/set-basket';
import { openBasketMenu } from '../lib/basket-menu';
import { CancelRenewal } from './cancel-renewal';
import { CatalogueState } from './catalogue-state';
import { PackageList } from './package-list';

interface RenewPanelProps {
  member: MemberSummary;
  content: ClubContent | undefined;
  fallbackTitle: string;
}

/** The dashboard's Renew tab: the club's renew content and its membership packages, Add to basket. */
export default function RenewPanel({ member, content, fallbackTitle }: RenewPanelProps) {
  const packages = usePackages(member.HomeClubId);
  const basketBundleId = useBasket().data?.Items[0]?.BundleId;
  const setBasket = useSetBasket();
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Title order={1} size="h2">
          {content?.renew.title ?? fallbackTitle}
        </Title>
        {content?.renew.body && <Text>{content.renew.body}</Text>}
        <CancelRenewal />
        <CatalogueState packages={packages} basketError={setBasket.error}>
          {(catalogue) => (
            <PackageList
              packages={catalogue}
              completedFirstPayment={member.CompletedFirstPayment}
              clubEmail={content?.email}
              basketBundleId={basketBundleId}
              adding={setBasket.isPending}
              onAdd={(bundleId) =>
                setBasket.mutate(
                  { BundleId: bundleId, NewClubId: member.HomeClubId, PromoCode: null },
                  { onSuccess: openBasketMenu },
                )
              }
            />
          )}
        </CatalogueState>
      </Stack>
    </Paper>
  );
}
