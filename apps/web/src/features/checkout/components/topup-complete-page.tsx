import { TopupCompletePage } from './payment-success-page';

export default TopupCompletePage;
