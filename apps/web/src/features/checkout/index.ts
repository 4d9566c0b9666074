/** The checkout feature's public surface: other features and the app shell import only from here. */
export { basketQueryKey, basketQueryOptions, useBasket } from './api/get-basket';
export { BasketButton } from './components/basket-button';
export { RenewPanel, TopupPanel } from './components/lazy-panels';
export { openBasketMenu } from './lib/basket-menu';
