// What other capabilities embed from payments (decision 0011, rule 4): verifying a linked bank
// account with a voided check or a bank statement (§3.219), shown where the account is listed.
export {
  BankAccountDocumentVerification,
  type BankAccountDocumentVerificationProps,
} from './components/BankAccountDocumentVerification/BankAccountDocumentVerification';
