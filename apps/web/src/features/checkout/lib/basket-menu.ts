import { createStore, useStore } from '../../../lib/create-store';

/** Whether the top bar's basket dropdown is open (member-area §3 Basket: "menu open"). */
const basketMenu = createStore(false);

export const openBasketMenu = () => basketMenu.set(true);
export const closeBasketMenu = () => basketMenu.set(false);
export const toggleBasketMenu = () => basketMenu.set(!basketMenu.get());
export const useBasketMenuOpen = () => useStore(basketMenu);
