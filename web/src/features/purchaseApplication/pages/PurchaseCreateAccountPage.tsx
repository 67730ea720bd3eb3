import { formatCents } from '#core/money/formatMoney';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  BUYER_PURCHASE_STAGES,
  BUYER_PURCHASE_STAGE_LABELS,
  INCOME_SOURCES,
  INCOME_SOURCE_LABELS,
  TIMELINES,
  TIMELINE_LABELS,
} from '#core/purchaseApplication/index';
import { EMAIL_INVALID_MESSAGE, emailSchema } from '#core/account/email';
import { NEW_PASSWORD_HINT, newPasswordSchema } from '#core/account/passwordRule';
import { CREDIT_BAND_OPTIONS, type CreditScoreRange } from '#core/rates/index';
import { US_STATES } from '#core/usStates';
import { SOMETHING_WENT_WRONG } from '#core/apiErrors/messages';
import { useAuth } from '#web/app/auth/AuthProvider';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { SelectField } from '#web/components/SelectField/SelectField';
import { TextField } from '#web/components/TextField/TextField';
import { useClientSource } from '#web/lib/data/clientSource';
import { useFeatureFlags } from '#web/lib/featureFlags';
import { formatMoney } from '#web/lib/format';
import { DenialNotice, WaitlistPrompt } from '../../partnership/index';
import { BudgetEstimate } from '../components/BudgetEstimate/BudgetEstimate';
import { buyerPrequalOutcome, buyerPrequalProblems, EMPTY_BUYER_PREQUAL, parseDollars, type BuyerPrequalDraft } from '../model/buyerPrequalForm';
import type { BuyerAccount } from '../model/startBuyerApplication';
import styles from '../model/PurchaseApplication.module.css';

/** Before the prompt when the partnership waitlist flag is on (no denial of theirs leads there). */
const PARTNERSHIP_WAITLIST_LEAD = 'The partnership has a waitlist right now.';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

function accountProblems(account: BuyerAccount): Partial<Record<keyof BuyerAccount, string>> {
  const problems: Partial<Record<keyof BuyerAccount, string>> = {};
  if (!account.firstName.trim()) problems.firstName = 'Enter your first name.';
  if (!account.lastName.trim()) problems.lastName = 'Enter your last name.';
  const email = emailSchema.safeParse(account.email.trim());
  if (!email.success) problems.email = email.error.issues[0]?.message ?? EMAIL_INVALID_MESSAGE;
  const password = newPasswordSchema.safeParse(account.password);
  if (!password.success) problems.password = password.error.issues[0]?.message;
  return problems;
}

/**
 * /purchase/create-account: the buyer's prequal (price, down payment, state, timeline, search
 * stage, income, credit) checked as they type, the budget estimate, and the account, created
 * with the prequal in one step; then straight into the application.
 */
export default function PurchaseCreateAccountPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const clientSource = useClientSource();
  const { flags } = useFeatureFlags();
  const [draft, setDraft] = useState<BuyerPrequalDraft>(EMPTY_BUYER_PREQUAL);
  const [account, setAccount] = useState<BuyerAccount>({ firstName: '', lastName: '', email: '', password: '' });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [emailInUse, setEmailInUse] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const problems = buyerPrequalProblems(draft);
  const accountIssues = user ? {} : accountProblems(account);
  const outcome = buyerPrequalOutcome(draft, { licensedStates: flags.licensedStates, partnershipWaitlist: flags.partnershipWaitlist });
  const show = (name: string, message: string | undefined) => (touched[name] ? message : undefined);
  const setField = (name: keyof BuyerPrequalDraft, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const touch = (name: string) => () => setTouched((current) => ({ ...current, [name]: true }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(Object.fromEntries([...Object.keys(draft), ...Object.keys(account)].map((name) => [name, true])));
    if (Object.keys(problems).length || Object.keys(accountIssues).length || !outcome?.eligible) return;
    setBusy(true);
    setProblem(null);
    setEmailInUse(null);
    try {
      // The GraphQL client and the two calls load only now: the form itself needs neither.
      const [client, { startBuyerApplication }] = await Promise.all([clientSource.load(), import('../model/startBuyerApplication')]);
      const started = await startBuyerApplication(client, draft, user ? null : account);
      if ('emailInUse' in started) setEmailInUse(started.emailInUse);
      else if ('problem' in started) setProblem(started.problem ?? SOMETHING_WENT_WRONG);
      // A new account is signed in by createPrequal; a full load picks the session up everywhere.
      else if (!user) window.location.assign(`/application/purchase/${started.applicationUuid}`);
      else await navigate(`/application/purchase/${started.applicationUuid}`);
    } catch {
      setProblem(SOMETHING_WENT_WRONG);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageContainer
      title="Buy a home with Roofline"
      description="Put down as little as 10% and Roofline buys the rest of the home with you. See what you could afford and apply in minutes."
    >
      <div className={styles.page}>
        <h1>Buy with as little as 10% down</h1>
        <p className={styles.lead}>
          Roofline buys the rest of the home with you. Tell us about your purchase, see what you could afford, and start your application.
        </p>
        <form onSubmit={submit} noValidate className={styles.grid}>
          <section className={styles.panel} aria-labelledby="buyer-prequal-title">
            <h2 id="buyer-prequal-title">Your purchase</h2>
            <div className={styles.fields}>
              <TextField
                label="Target price ($)"
                inputMode="decimal"
                value={draft.targetPrice}
                onChange={(e) => setField('targetPrice', e.target.value)}
                onBlur={touch('targetPrice')}
                error={show('targetPrice', problems.targetPrice)}
              />
              <TextField
                label="Down payment ($)"
                hint="At least 10% of the price"
                inputMode="decimal"
                value={draft.downPayment}
                onChange={(e) => setField('downPayment', e.target.value)}
                onBlur={touch('downPayment')}
                error={show('downPayment', problems.downPayment)}
              />
              <SelectField
                label="State you are buying in"
                options={US_STATES.map((s) => ({ value: s.code, label: s.name }))}
                emptyOption="Choose a state"
                value={draft.state}
                onChange={(e) => setField('state', e.target.value)}
                onBlur={touch('state')}
                error={show('state', problems.state)}
              />
              <SelectField
                label="When do you want to buy?"
                options={options(TIMELINES, TIMELINE_LABELS)}
                emptyOption="Choose a timeline"
                value={draft.timeline}
                onChange={(e) => setField('timeline', e.target.value)}
                onBlur={touch('timeline')}
                error={show('timeline', problems.timeline)}
              />
              <SelectField
                label="Where are you in your search?"
                options={options(BUYER_PURCHASE_STAGES, BUYER_PURCHASE_STAGE_LABELS)}
                emptyOption="Choose one"
                value={draft.purchaseStage}
                onChange={(e) => setField('purchaseStage', e.target.value)}
                onBlur={touch('purchaseStage')}
                error={show('purchaseStage', problems.purchaseStage)}
              />
              <SelectField
                label="Main source of income"
                options={options(INCOME_SOURCES, INCOME_SOURCE_LABELS)}
                emptyOption="Choose one"
                value={draft.incomeSource}
                onChange={(e) => setField('incomeSource', e.target.value)}
                onBlur={touch('incomeSource')}
                error={show('incomeSource', problems.incomeSource)}
              />
              <SelectField
                label="Credit score"
                options={CREDIT_BAND_OPTIONS}
                emptyOption="Choose a range"
                value={draft.creditScoreEstimate}
                onChange={(e) => setField('creditScoreEstimate', e.target.value)}
                onBlur={touch('creditScoreEstimate')}
                error={show('creditScoreEstimate', problems.creditScoreEstimate)}
              />
            </div>
            {/* The partnership's own notice and waitlist prompt: a denial that leads to the waitlist says so in the spec's words. */}
            {outcome && outcome.denials.length ? <DenialNotice denials={outcome.denials} /> : null}
            {outcome?.waitlist && !outcome.denials.some((denial) => denial.waitlist) ? <WaitlistPrompt lead={PARTNERSHIP_WAITLIST_LEAD} /> : null}
            {outcome?.eligible ? (
              <Alert tone="success">
                You bring {formatMoney(parseDollars(draft.downPayment) ?? 0)}; Roofline buys the other {formatCents(outcome.rooflineShareCents)} with you.
              </Alert>
            ) : null}
          </section>
          <BudgetEstimate
            downPayment={parseDollars(draft.downPayment)}
            state={draft.state}
            creditScoreEstimate={draft.creditScoreEstimate as CreditScoreRange | ''}
          />
          {user ? null : (
            <section className={styles.panel} aria-labelledby="buyer-account-title">
              <h2 id="buyer-account-title">Your account</h2>
              <div className={styles.fields}>
                <TextField
                  label="First name"
                  autoComplete="given-name"
                  value={account.firstName}
                  onChange={(e) => setAccount({ ...account, firstName: e.target.value })}
                  onBlur={touch('firstName')}
                  error={show('firstName', accountIssues.firstName)}
                />
                <TextField
                  label="Last name"
                  autoComplete="family-name"
                  value={account.lastName}
                  onChange={(e) => setAccount({ ...account, lastName: e.target.value })}
                  onBlur={touch('lastName')}
                  error={show('lastName', accountIssues.lastName)}
                />
                <TextField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  value={account.email}
                  onChange={(e) => setAccount({ ...account, email: e.target.value })}
                  onBlur={touch('email')}
                  error={emailInUse ?? show('email', accountIssues.email)}
                />
                <TextField
                  label="Password"
                  type="password"
                  autoComplete="new-password"
                  hint={NEW_PASSWORD_HINT}
                  value={account.password}
                  onChange={(e) => setAccount({ ...account, password: e.target.value })}
                  onBlur={touch('password')}
                  error={show('password', accountIssues.password)}
                />
              </div>
              {emailInUse ? (
                <p>
                  Already have an account? <Link to="/login?redirectUrl=%2Fpurchase%2Fcreate-account">Log in</Link> and come back here.
                </p>
              ) : null}
            </section>
          )}
          {problem ? <Alert>{problem}</Alert> : null}
          <div className={styles.actions}>
            <Button type="submit" busy={busy} disabled={Boolean(outcome && !outcome.eligible)}>
              {user ? 'Start my application' : 'Create my account and apply'}
            </Button>
          </div>
        </form>
      </div>
    </PageContainer>
  );
}
