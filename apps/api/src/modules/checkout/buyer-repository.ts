/** The buyer is a member as the members module reads one for a payment (its front door). */
export { findPayer as findBuyer, lockPayer as lockBuyer, type Payer as Buyer } from '../members';
