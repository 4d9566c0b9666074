import { Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { setOverridingClubId } from '../../../lib/club-override';
import { useClubContent } from '../../clubs';
import { useAuthState } from '../../session';
import { useBasket } from '../api/get-basket';
import { usePackages } from '../api/get-packages';
import { useSetBasket } from '../api/set-basket';
import { openBasketMenu } from '../lib/basket-menu';
import { bundleToAdd, visitorAddTarget } from '../lib/public-packages';
import { CatalogueState } from './catalogue-state';
import { PackageList } from './package-list';

/**
 * /packages/{clubName}/{clubId} (login) and /packages/{clubId} (public too): a club's packages and bundle
 * prices, Add to basket. A visitor's Add to basket leads to the club's login (and from there registration)
 * with a return here that puts the chosen bundle in the basket.
 */
export default function PackagesPage() {
  const { t } = useTranslation();
  const clubIdParam = useParams().clubId;
  const clubId = Number(clubIdParam);
  // A page that names a club in its URL wears that club's theme while it is shown.
  useEffect(() => {
    setOverridingClubId(clubIdParam);
    return () => setOverridingClubId(undefined);
  }, [clubIdParam]);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { isAuthenticated, member } = useAuthState();
  const content = useClubContent(clubId).data;
  const packages = usePackages(clubId);
  const basketBundleId = useBasket(Boolean(member)).data?.Items[0]?.BundleId;
  const setBasket = useSetBasket();
  const add = (bundleId: number) =>
    setBasket.mutate(
      { BundleId: bundleId, NewClubId: clubId, PromoCode: null },
      { onSuccess: openBasketMenu },
    );

  // Back from logging in with a bundle chosen as a visitor: it goes in the basket once.
  const pending = bundleToAdd(search);
  const added = useRef(false);
  useEffect(() => {
    if (!member || pending === null || added.current) return;
    added.current = true;
    add(pending);
    setSearch({}, { replace: true });
  });

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
              groupContent={{ standard: content?.standardPackage, corporate: content?.corporatePackage }}
              adding={setBasket.isPending}
              onAdd={(bundleId) =>
                isAuthenticated === false
                  ? void navigate(visitorAddTarget(content?.clubName ?? '', clubId, bundleId))
                  : add(bundleId)
              }
            />
          )}
        </CatalogueState>
      </Stack>
    </Container>
  );
}
