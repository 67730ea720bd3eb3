// What other capabilities embed from the partnership (decision 0011, rule 4): the denials
// notice the estimator shows, shown again by the restructure application.
export { DenialNotice } from './components/DenialNotice/DenialNotice';
