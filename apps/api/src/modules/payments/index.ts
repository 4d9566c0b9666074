/** The payments module's front door: what other modules and the app use of it. */
export {
  type DeclineReason,
  type GatewayEvent,
  type GatewayOutcome,
  type Payer,
  type PaymentGateway,
  type PaymentMethodInput,
  paymentMethodOf,
} from './gateway';
export { gatewayFor, sandboxWebhookKey } from './gateway-for';
export { type SavedCardClass, sandboxSavedMethod } from './sandbox-gateway';
