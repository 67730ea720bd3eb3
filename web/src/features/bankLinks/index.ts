// What other capabilities embed from bank links (decision 0011, rule 4): the panel that links
// and verifies an application's banks, and the linked accounts payments may come from.
export { BankLinkPanel, type BankLinkPanelProps } from './components/BankLinkPanel/BankLinkPanel';
export { usePaymentAccountChoices, usePaymentAccountChoicesQuery, type PaymentAccountChoice } from './model/paymentAccountChoices';
