import { RenewalCompletePage } from './payment-success-page';

export default RenewalCompletePage;
