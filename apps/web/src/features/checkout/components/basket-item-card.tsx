import type { BasketItem } from '@fairway/contracts';
import { PACKAGE_TYPES } from '@fairway/contracts/constants';
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { apiErrorText } from '../../../i18n/api-errors';
import { useEmptyBasket } from '../api/empty-basket';
import { useSetBasket } from '../api/set-basket';
import { formatPrice } from '../lib/checkout-rules';
import classes from './checkout.module.css';
import { RenewalDateNote } from './renewal-date-note';

/** The basket's one item on /Checkout: name, price, joiner fee, promo code entry and a remove link. */
export function BasketItemCard({ item }: { item: BasketItem }) {
  const { t, i18n } = useTranslation();
  const price = (amount: number) => formatPrice(amount, item.Currency, i18n.language);
  const setBasket = useSetBasket();
  const remove = useEmptyBasket();
  const [promo, setPromo] = useState(item.PromoCode ?? '');
  // Each part of the total on its own line: the package, the joiner fee, the promo code's saving.
  const packagePrice = item.NewPrice - item.JoinerFee + item.PromoDiscount;
  const listPrice = item.BasePrice - item.JoinerFee;

  const applyPromo = (event: FormEvent) => {
    event.preventDefault();
    setBasket.mutate({ BundleId: item.BundleId, NewClubId: item.NewClubId, PromoCode: promo.trim() || null });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="basket-item-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3" id="basket-item-title">
              {item.PackageName}
            </Title>
            <Text size="sm" c="gray.7">
              {item.ClubName}
            </Text>
          </div>
          <Anchor component="button" type="button" onClick={() => remove.mutate()} size="sm">
            {t('basket.remove')}
          </Anchor>
        </Group>
        <RenewalDateNote item={item} />
        <dl className={classes.prices}>
          <Group justify="space-between">
            <Text component="dt">
              {item.PackageType === PACKAGE_TYPES.membership
                ? t('checkout.packagePrice')
                : t('checkout.topUpPrice')}
            </Text>
            <Text component="dd">
              {listPrice > packagePrice && (
                <Text component="s" c="gray.7" mr="xs" inherit>
                  {price(listPrice)}
                </Text>
              )}
              {price(packagePrice)}
            </Text>
          </Group>
          {item.JoinerFee > 0 && (
            <Group justify="space-between">
              <Text component="dt">{t('checkout.joinerFeeLine')}</Text>
              <Text component="dd">{price(item.JoinerFee)}</Text>
            </Group>
          )}
          {item.PromoCode && item.PromoDiscount > 0 && (
            <Group justify="space-between">
              <Text component="dt">{item.PromoCode}</Text>
              <Text component="dd">{`−${price(item.PromoDiscount)}`}</Text>
            </Group>
          )}
          <Group justify="space-between">
            <Text component="dt" fw={700}>
              {t('checkout.total')}
            </Text>
            <Text component="dd" fw={700} size="lg">
              {price(item.NewPrice)}
            </Text>
          </Group>
        </dl>
        <form onSubmit={applyPromo}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={t('checkout.promoCode')}
              value={promo}
              onChange={(e) => setPromo(e.currentTarget.value)}
              autoComplete="off"
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="default" loading={setBasket.isPending}>
              {t('checkout.applyPromo')}
            </Button>
          </Group>
        </form>
        {setBasket.isError && <ErrorBanner>{apiErrorText(t, setBasket.error)}</ErrorBanner>}
        {remove.isError && <ErrorBanner>{apiErrorText(t, remove.error)}</ErrorBanner>}
      </Stack>
    </Paper>
  );
}
