// What other capabilities embed from the waitlist (decision 0011, rule 4): the contact fields
// every waitlist form asks, so the partnership's waitlist reads like the purchase one.
export { WaitlistContactFields, type WaitlistContactFieldsProps } from './components/WaitlistContactFields/WaitlistContactFields';
