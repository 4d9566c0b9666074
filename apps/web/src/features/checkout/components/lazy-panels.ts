import { lazy } from 'react';

/** Panels other features show, each its own chunk: they stay off the dashboard's first JavaScript. */
export const TopupPanel = lazy(() => import('./topup-panel'));
export const RenewPanel = lazy(() => import('./renew-panel'));
