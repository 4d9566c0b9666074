/** The checkout module's front door: what other modules and the app use of it. */
export { cancelWaitingPayment } from './basket-repository';
export { findBuyer, lockBuyer } from './buyer-repository';
export { findRenewalBundleId } from './catalogue-repository';
export { gatewayWebhookRoutes } from './gateway-webhook-routes';
export { toCurrency } from './mapper';
export { eraseCheckoutRowsOf, findMembershipForExport } from './member-data-repository';
export { chargePayment, conclude, type PayDeps, type PayOutcome } from './pay-service';
export { findOpenPayments, findPaymentByKey, insertPayment, type PaymentRow } from './payment-repository';
export { toMajor } from './pricing';
export { checkBuyable, findOffer, quoteFor } from './quote';
export { deliverDueReceipts, RECEIPT_LEASE_MS, ReceiptOutbox, receiptHook } from './receipt-outbox';
export { refundRoutes } from './refund-routes';
export { checkoutRoutes } from './routes';
export { findSavedMethod } from './saved-method-repository';
