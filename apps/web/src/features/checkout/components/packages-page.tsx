import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAuthState } from '../../auth';
import { useClubContent } from '../../clubs';
import { useBasket } from '../api/get-basket';
import { usePackages } from '../api/get-packages';
import { useSetBasket } from '../api/set-basket';
import { openBasketMenu } from '../lib/basket-menu';
import { CatalogueState } from './catalogue-state';
import { PackageList } from './package-list';

/** /packages/{clubName}/{clubId} and /packages/{clubId}: a club's packages, Add to basket. */
export default function PackagesPage() {
  const { t } = useTranslation();
  const clubId = Number(useParams().clubId);
  const { member } = useAuthState();
  const content = useClubContent(clubId).data;
  const packages = usePackages(clubId);
  const basketBundleId = useBasket(Boolean(member)).data?.Items[0]?.BundleId;
  const setBasket = useSetBasket();

  return (
    <Container size="md" px={0} py="md">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('packages.title', { club: content?.clubName ?? '' })}
        </Title>
        {content?.introduction && <Text>{content.introduction}</Text>}
        <CatalogueState packages={packages} basketError={setBasket.error}>
          {(catalogue) => (
            <PackageList
              packages={catalogue}
              completedFirstPayment={member?.CompletedFirstPayment ?? false}
              clubEmail={content?.email}
              basketBundleId={basketBundleId}
              adding={setBasket.isPending}
              onAdd={(bundleId) =>
                setBasket.mutate(
                  { BundleId: bundleId, NewClubId: clubId, PromoCode: null },
                  { onSuccess: openBasketMenu },
                )
              }
            />
          )}
        </CatalogueState>
      </Stack>
    </Container>
  );
}
