import { WelcomePage } from './payment-success-page';

export default WelcomePage;
