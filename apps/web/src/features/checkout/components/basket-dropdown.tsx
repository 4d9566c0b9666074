import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../components/error-banner';
import { type DropdownProps, PopoverPanel } from '../../../components/popover-panel';
import { apiErrorText } from '../../../i18n/api-errors';
import { appPaths } from '../../../lib/paths';
import { useEmptyBasket } from '../api/empty-basket';
import { useBasket } from '../api/get-basket';
import { formatPrice } from '../lib/checkout-rules';
import { RenewalDateNote } from './renewal-date-note';

/** The basket dropdown of member-area §2: titled Basket; Empty, or the item with Remove and Checkout. */
export default function BasketDropdown(props: DropdownProps) {
  const { t, i18n } = useTranslation();
  const item = useBasket().data?.Items[0];
  const remove = useEmptyBasket();
  return (
    <PopoverPanel {...props} title={t('basket.title')} width={320}>
      <Stack gap="sm" px="md" pb="md">
        {item ? (
          <>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>{item.PackageName}</Text>
                <Text size="sm" c="gray.7">
                  {item.ClubName}
                </Text>
              </div>
              <Text fw={700}>{formatPrice(item.NewPrice, item.Currency, i18n.language)}</Text>
            </Group>
            <RenewalDateNote item={item} />
            {remove.isError && <ErrorBanner>{apiErrorText(t, remove.error)}</ErrorBanner>}
            <Group justify="space-between">
              <Anchor component="button" type="button" size="sm" onClick={() => remove.mutate()}>
                {t('basket.remove')}
              </Anchor>
              <Button component={Link} to={appPaths.checkout()} onClick={() => props.onClose(false)}>
                {t('basket.checkout')}
              </Button>
            </Group>
          </>
        ) : (
          <Text>{t('basket.empty')}</Text>
        )}
      </Stack>
    </PopoverPanel>
  );
}
