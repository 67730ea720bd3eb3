import { useState, type FormEvent } from 'react';
import { isRoutingNumber, routingNumberProblem, SANDBOX_INSTITUTIONS, type SandboxInstitution } from '#core/bankLinks/index';
import { bankLinkMessages } from '#core/bankLinks/messages';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { Dialog } from '#web/components/Dialog/Dialog';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { TextField } from '#web/components/TextField/TextField';
import styles from './BankLinkDialog.module.css';

export type BankLinkStep = { step: 'choose' } | { step: 'credentials'; institution: SandboxInstitution } | { step: 'manual' };

export interface BankLinkDialogProps {
  onClose: () => void;
  onLogIn: (institutionId: string, username: string, password: string) => void;
  onManualAccount: (account: { routingNumber: string; accountNumber: string; accountType: 'CHECKING' | 'SAVINGS' }) => void;
  /** An OAuth bank: the user goes to the bank's site and comes back to the OAuth return page. */
  onOAuth: (institutionId: string) => void;
  busy?: boolean;
  /** False while the link is being opened (no link token yet): the banks wait. */
  ready?: boolean;
  /** Why the bank or the link refused (never the code). */
  refusal?: string | null;
  initialStep?: BankLinkStep;
  /** Offers typing a checking or savings account in (micro-deposits verify bank accounts only). */
  manualEntry?: boolean;
}

/**
 * The embedded sandbox's link window, standing in for Plaid Link: pick a test institution and
 * log in (user_good / pass_good), or enter an account by hand to verify it with two deposits.
 */
export function BankLinkDialog({
  onClose,
  onLogIn,
  onManualAccount,
  onOAuth,
  busy = false,
  ready = true,
  refusal,
  initialStep = { step: 'choose' },
  manualEntry = true,
}: BankLinkDialogProps) {
  const [state, setState] = useState<BankLinkStep>(initialStep);
  const [credentials, setCredentials] = useState({ username: '', password: '' });
  const [manual, setManual] = useState({ routingNumber: '', accountNumber: '', accountType: 'CHECKING' as 'CHECKING' | 'SAVINGS' });
  const [submitted, setSubmitted] = useState(false);

  const choose = (institution: SandboxInstitution) => {
    setSubmitted(false);
    if (institution.oauth) onOAuth(institution.id);
    else setState({ step: 'credentials', institution });
  };

  const credentialErrors = {
    username: credentials.username.trim() ? undefined : 'Enter your username.',
    password: credentials.password ? undefined : 'Enter your password.',
  };
  const routing = manual.routingNumber.replace(/\s/g, '');
  const accountNumber = manual.accountNumber.replace(/\s/g, '');
  const manualErrors = {
    routingNumber: !submitted && routing.length < 9 ? undefined : (routingNumberProblem(routing) ?? undefined),
    accountNumber: /^\d{4,17}$/.test(accountNumber) || (!submitted && /^\d{0,3}$/.test(accountNumber)) ? undefined : bankLinkMessages.accountNumberInvalid,
  };

  const submitCredentials = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (state.step !== 'credentials' || credentialErrors.username || credentialErrors.password) return;
    onLogIn(state.institution.id, credentials.username.trim(), credentials.password);
  };
  const submitManual = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isRoutingNumber(routing) || !/^\d{4,17}$/.test(accountNumber)) return;
    onManualAccount({ routingNumber: routing, accountNumber, accountType: manual.accountType });
  };

  return (
    <Dialog title="Link your bank" subtitle="Sandbox bank link" onClose={onClose}>
      {refusal ? <Alert>{refusal}</Alert> : null}
      {!ready && !refusal ? <LoadingPlaceholder label="Connecting to your bank…" /> : null}
      {ready && state.step === 'choose' ? (
        <div className={styles.stack}>
          <p>Choose your bank.</p>
          <ul className={styles.institutions} aria-label="Banks">
            {SANDBOX_INSTITUTIONS.map((institution) => (
              <li key={institution.id}>
                <Button type="button" variant="secondary" fullWidth onClick={() => choose(institution)}>
                  {institution.name}
                </Button>
              </li>
            ))}
          </ul>
          {manualEntry ? (
            <Button type="button" variant="ghost" onClick={() => setState({ step: 'manual' })}>
              Enter account details manually
            </Button>
          ) : null}
        </div>
      ) : null}
      {ready && state.step === 'credentials' ? (
        <form className={styles.stack} onSubmit={submitCredentials} noValidate aria-label={`Log in to ${state.institution.name}`}>
          <p>
            Log in to <strong>{state.institution.name}</strong>.
          </p>
          <TextField
            label="Username"
            name="bankUsername"
            autoComplete="off"
            value={credentials.username}
            onChange={(event) => setCredentials({ ...credentials, username: event.target.value })}
            error={submitted ? credentialErrors.username : undefined}
          />
          <TextField
            label="Password"
            name="bankPassword"
            type="password"
            autoComplete="off"
            value={credentials.password}
            onChange={(event) => setCredentials({ ...credentials, password: event.target.value })}
            error={submitted ? credentialErrors.password : undefined}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              Link account
            </Button>
            <Button type="button" variant="ghost" onClick={() => setState({ step: 'choose' })}>
              Back
            </Button>
          </div>
        </form>
      ) : null}
      {ready && state.step === 'manual' ? (
        <form className={styles.stack} onSubmit={submitManual} noValidate aria-label="Enter account details">
          <p>We will send two small deposits to this account. Confirm their amounts here in a day or two.</p>
          <TextField
            label="Routing number"
            name="routingNumber"
            inputMode="numeric"
            maxLength={9}
            value={manual.routingNumber}
            onChange={(event) => setManual({ ...manual, routingNumber: event.target.value })}
            error={manualErrors.routingNumber}
          />
          <TextField
            label="Account number"
            name="accountNumber"
            inputMode="numeric"
            maxLength={17}
            value={manual.accountNumber}
            onChange={(event) => setManual({ ...manual, accountNumber: event.target.value })}
            error={manualErrors.accountNumber}
          />
          <fieldset className={styles.fieldset}>
            <legend>Account type</legend>
            {(['CHECKING', 'SAVINGS'] as const).map((type) => (
              <label key={type} className={styles.radio}>
                <input
                  type="radio"
                  name="accountType"
                  value={type}
                  checked={manual.accountType === type}
                  onChange={() => setManual({ ...manual, accountType: type })}
                />
                {type === 'CHECKING' ? 'Checking' : 'Savings'}
              </label>
            ))}
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              Send deposits
            </Button>
            <Button type="button" variant="ghost" onClick={() => setState({ step: 'choose' })}>
              Back
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
