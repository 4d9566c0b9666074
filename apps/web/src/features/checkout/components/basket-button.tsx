import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOverlay } from '../../../components/lazy-overlay';
import { useBasket } from '../api/get-basket';
import { closeBasketMenu, toggleBasketMenu, useBasketMenuOpen } from '../lib/basket-menu';

const BasketDropdown = lazyOverlay(() => import('./basket-dropdown'));

export const BASKET_DROPDOWN_ID = 'basket-dropdown';

/** The top bar's basket icon; its dropdown (titled Basket) is a chunk of its own. */
export function BasketButton() {
  const { t } = useTranslation();
  const opened = useBasketMenuOpen();
  const count = useBasket().data?.Items.length ?? 0;
  const button = useRef<HTMLButtonElement>(null);
  const onClose = useCallback((returnFocus: boolean) => {
    closeBasketMenu();
    if (returnFocus) button.current?.focus();
  }, []);
  return (
    <>
      <Indicator label={count} size={16} disabled={count === 0} color="red.9" offset={4}>
        <ActionIcon
          ref={button}
          variant="subtle"
          color="gray.8"
          size="lg"
          aria-label={count ? t('basket.openWithItem') : t('basket.open')}
          aria-expanded={opened}
          aria-controls={opened ? BASKET_DROPDOWN_ID : undefined}
          onClick={toggleBasketMenu}
        >
          <IconShoppingCart size={20} aria-hidden="true" />
        </ActionIcon>
      </Indicator>
      <BasketDropdown opened={opened} id={BASKET_DROPDOWN_ID} anchor={button} onClose={onClose} />
    </>
  );
}
