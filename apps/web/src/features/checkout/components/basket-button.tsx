import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lazyOverlay } from '../../../components/lazy-overlay';
import { TopBarPopover } from '../../../components/top-bar-popover';
import { useBasket } from '../api/get-basket';
import { closeBasketMenu, toggleBasketMenu, useBasketMenuOpen } from '../lib/basket-menu';

const BasketDropdown = lazyOverlay(() => import('./basket-dropdown'));

export const BASKET_DROPDOWN_ID = 'basket-dropdown';

/** The top bar's basket icon; its dropdown (titled Basket) is a chunk of its own. */
export function BasketButton() {
  const { t } = useTranslation();
  const opened = useBasketMenuOpen();
  const count = useBasket().data?.Items.length ?? 0;
  return (
    <TopBarPopover
      count={count}
      label={count ? t('basket.openWithItem') : t('basket.open')}
      icon={<IconShoppingCart size={20} aria-hidden="true" />}
      opened={opened}
      panelId={BASKET_DROPDOWN_ID}
      onToggle={toggleBasketMenu}
      onClose={closeBasketMenu}
    >
      {(anchor, close) => (
        <BasketDropdown opened={opened} id={BASKET_DROPDOWN_ID} anchor={anchor} onClose={close} />
      )}
    </TopBarPopover>
  );
}
