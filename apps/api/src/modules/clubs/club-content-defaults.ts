import type { ClubContent } from '@fairway/contracts';

/**
 * A club document with the club-page fields it leaves out taken from the network's default document
 * (club 0): its quotes, explainer panels and terms are the network's own until the club writes its own.
 * The customer-service address falls back to the club's e-mail. Fields a club sets, even to an empty
 * list, are kept. Help images have no default: without them the help page shows text only.
 */
export function withNetworkDefaults(document: ClubContent, network: ClubContent | null): ClubContent {
  return {
    ...document,
    customerServiceEmail: document.customerServiceEmail ?? document.email,
    quotes: document.quotes ?? network?.quotes ?? [],
    explainerImages: document.explainerImages ?? network?.explainerImages ?? [],
    termsAndConditions: document.termsAndConditions ?? network?.termsAndConditions ?? [],
    helpImages: document.helpImages ?? [],
    // The club's own questions, else the network's when it wrote some, else the standard ones (the web app's).
    ...((document.faqs ?? network?.faqs) ? { faqs: document.faqs ?? network?.faqs } : {}),
    courseFacts: document.courseFacts ?? [],
  };
}
