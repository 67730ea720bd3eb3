/**
 * The embedded bank-link sandbox's institutions and credentials, after Plaid's sandbox: shared by
 * the sandbox provider and the mocks so both behave the same. README lists them for testers.
 */
export interface SandboxInstitution {
  id: string;
  name: string;
  /** The bank sends the user to its own site and back (/financial-items/oauth/…). */
  oauth: boolean;
}

export const SANDBOX_INSTITUTIONS: readonly SandboxInstitution[] = [
  { id: 'ins_109508', name: 'First Platypus Bank', oauth: false },
  { id: 'ins_109511', name: 'Tartan Bank', oauth: false },
  { id: 'ins_127287', name: 'Platypus OAuth Bank', oauth: true },
];

export const SANDBOX_CREDENTIALS = { username: 'user_good', password: 'pass_good' } as const;

/** A password of error_<CODE> makes the login fail with that Plaid error code, as in Plaid's sandbox. */
export const SANDBOX_ERROR_PASSWORDS = ['error_ITEM_LOCKED', 'error_INSTITUTION_DOWN', 'error_ITEM_NOT_SUPPORTED'] as const;

/** The two micro-deposits the sandbox "sends" to a manually entered account. */
export const SANDBOX_MICRODEPOSIT_CENTS = [1, 2] as const;

export interface SandboxAccount {
  accountId: string;
  name: string;
  mask: string;
  type: 'depository' | 'investment' | 'credit' | 'loan';
  subtype: string;
}

/**
 * What a good login at any sandbox institution has, like Plaid's user_good (the same names and
 * masks): a link shares the accounts of the kind it was opened for (accountsOfKind).
 */
export const SANDBOX_ACCOUNTS: readonly Omit<SandboxAccount, 'accountId'>[] = [
  { name: 'Plaid Checking', mask: '0000', type: 'depository', subtype: 'checking' },
  { name: 'Plaid Saving', mask: '1111', type: 'depository', subtype: 'savings' },
  { name: 'Plaid Credit Card', mask: '3333', type: 'credit', subtype: 'credit card' },
  { name: 'Plaid IRA', mask: '5555', type: 'investment', subtype: 'ira' },
  { name: 'Plaid 401k', mask: '6666', type: 'investment', subtype: '401k' },
  { name: 'Plaid Student Loan', mask: '7777', type: 'loan', subtype: 'student' },
  { name: 'Plaid Mortgage', mask: '8888', type: 'loan', subtype: 'mortgage' },
];

export function sandboxInstitution(id: string): SandboxInstitution | undefined {
  return SANDBOX_INSTITUTIONS.find((institution) => institution.id === id);
}
