// What other capabilities embed from the partnership (decision 0011, rule 4): the denials
// notice the estimator shows, shown again by the restructure application and the buyer prequal,
// with its waitlist prompt, so the waitlist reads the same wherever it is offered.
export { DenialNotice, WaitlistPrompt } from './components/DenialNotice/DenialNotice';
export { LazyPartnershipWaitlist as PartnershipWaitlist } from './components/LazyPartnershipWaitlist/LazyPartnershipWaitlist';
export type { PartnershipWaitlistProps } from './components/PartnershipWaitlist/PartnershipWaitlist';
export { usePartnershipWaitlist } from './model/usePartnershipWaitlist';
