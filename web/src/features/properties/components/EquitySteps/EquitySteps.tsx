import { useApolloClient, useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  EquityPaymentMethodsDocument,
  EquityTransactionPreviewDocument,
  RequestEquityVerificationCodeDocument,
  VerifyEquityTransactionDocument,
  type EquityRefusalFieldsFragment,
  type PaymentFrequency,
  type PropertyDashboardFieldsFragment,
} from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { TextField } from '#web/components/TextField/TextField';
import { formatMoney } from '#web/lib/format';
import {
  amountProblem,
  bankLinkPath,
  EQUITY_STEPS,
  FLOW_TEXT,
  parseAmount,
  processingSentence,
  payoutSentence,
  type EquityDraft,
  type EquityFlow,
  type EquityStep,
} from '../../model/equityFlow';
import { formatDate, formatShare } from '../../model/formatShare';
import { chosenMethodOf, PaymentMethodChoice } from '../PaymentMethodChoice/PaymentMethodChoice';
import { useNetworkOnly } from '#web/app/ssr/useNetworkOnly';
import styles from './EquitySteps.module.css';

export interface StepProps {
  flow: EquityFlow;
  dashboard: PropertyDashboardFieldsFragment;
  draft: EquityDraft;
  onChange: (draft: EquityDraft) => void;
  /** Moves to another step of the flow. */
  go: (step: EquityStep) => void;
}

const STEP_LABELS: Record<EquityStep, string> = { start: 'Amount', confirm: 'Confirm', verify: 'Verify', success: 'Done' };

export function StepProgress({ step }: { step: EquityStep }) {
  return (
    <ol className={styles.progress} aria-label="Steps">
      {EQUITY_STEPS.map((each) => (
        <li key={each} className={each === step ? styles.current : undefined} aria-current={each === step ? 'step' : undefined}>
          {STEP_LABELS[each]}
        </li>
      ))}
    </ol>
  );
}

/** The refusal of a limit, in its own words, with the largest amount allowed to use instead. */
export function RefusalNotice({ refusal, onUseMax }: { refusal: EquityRefusalFieldsFragment; onUseMax?: (amount: number) => void }) {
  return (
    <Alert title="This amount is over a limit">
      <p>{refusal.message}</p>
      {onUseMax && refusal.maxAllowed > 0 ? (
        <Button variant="secondary" type="button" onClick={() => onUseMax(refusal.maxAllowed)}>
          Use {formatMoney(refusal.maxAllowed)} instead
        </Button>
      ) : null}
    </Alert>
  );
}

const previewInput = (flow: EquityFlow, dashboard: Pick<PropertyDashboardFieldsFragment, 'uuid'>, draft: Pick<EquityDraft, 'amount' | 'frequency'>) => ({
  propertyUuid: dashboard.uuid,
  kind: FLOW_TEXT[flow].kind,
  amount: parseAmount(draft.amount) ?? 0,
  ...(flow === 'buy-in' ? { frequency: draft.frequency } : {}),
});

/** Start: the amount (and, for a buy-in, how often), checked as typed and against the limits. */
export function StartStep({ flow, dashboard, draft, onChange, go }: StepProps) {
  const [touched, setTouched] = useState(false);
  const [check, checked] = useLazyQuery(EquityTransactionPreviewDocument, { fetchPolicy: 'network-only' });
  const problem = amountProblem(draft.amount, FLOW_TEXT[flow].kind);
  const refusal = checked.data?.equityTransactionPreview.refusal ?? null;
  const limit =
    flow === 'buy-in' ? (draft.frequency === 'MONTHLY_RECURRING' ? dashboard.limits.recurringBuyIn : dashboard.limits.oneTimeBuyIn) : dashboard.limits.cashOut;

  const [submitting, setSubmitting] = useState(false);
  const client = useApolloClient();
  const { amount, frequency } = draft;
  const propertyUuid = dashboard.uuid;

  // The limits are the server's: ask as the amount settles.
  useEffect(() => {
    if (problem) return;
    const input = previewInput(flow, { uuid: propertyUuid }, { amount, frequency });
    const timer = setTimeout(() => void check({ variables: { input } }).catch(() => undefined), 300);
    return () => clearTimeout(timer);
  }, [check, problem, flow, propertyUuid, amount, frequency]);

  const update = (patch: Partial<EquityDraft>) => onChange({ ...draft, ...patch, confirmed: false, idempotencyKey: null, receipt: null });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    setSubmitting(true);
    try {
      const result = await client.query({
        query: EquityTransactionPreviewDocument,
        variables: { input: previewInput(flow, dashboard, draft) },
        fetchPolicy: 'network-only',
      });
      if (result.data?.equityTransactionPreview.preview) go('confirm');
    } finally {
      setSubmitting(false);
    }
  };
  const text = FLOW_TEXT[flow];
  return (
    <form className={styles.panel} onSubmit={submit} noValidate>
      <h2>How much would you like to {text.verb}?</h2>
      {flow === 'buy-in' ? (
        <fieldset className={styles.choices}>
          <legend>Payment frequency</legend>
          {(['ONE_TIME', 'MONTHLY_RECURRING'] as PaymentFrequency[]).map((frequency) => (
            <label key={frequency} className={styles.choice}>
              <input type="radio" name="frequency" value={frequency} checked={draft.frequency === frequency} onChange={() => update({ frequency })} />
              {frequency === 'ONE_TIME' ? 'One time' : 'Every month'}
            </label>
          ))}
        </fieldset>
      ) : null}
      <TextField
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        value={draft.amount}
        onChange={(event) => {
          setTouched(true);
          update({ amount: event.target.value });
        }}
        error={touched && problem ? problem : undefined}
        hint={limit > 0 ? `Up to ${formatMoney(limit)} right now.` : undefined}
      />
      {!problem && refusal ? <RefusalNotice refusal={refusal} onUseMax={(max) => update({ amount: String(max) })} /> : null}
      <div className={styles.actions}>
        <Button type="submit" busy={submitting}>
          Continue
        </Button>
        <Link to={`/property/${dashboard.uuid}/dashboard`}>Back to the dashboard</Link>
      </div>
    </form>
  );
}

/** Confirm: the exact change in Roofline's share, the new monthly payment and what the homeowner will own. */
export function ConfirmStep({ flow, dashboard, draft, onChange, go }: StepProps) {
  const preview = useQuery(EquityTransactionPreviewDocument, { variables: { input: previewInput(flow, dashboard, draft) }, ...useNetworkOnly() });
  if (preview.loading) return <LoadingPlaceholder label="Working out the figures…" />;
  const result = preview.data?.equityTransactionPreview;
  if (!result) {
    return (
      <Alert title="We couldn’t work out the figures">
        <Button variant="secondary" onClick={() => void preview.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (result.refusal || !result.preview) {
    return (
      <div className={styles.panel}>
        {result.refusal ? (
          <RefusalNotice
            refusal={result.refusal}
            onUseMax={(max) => {
              onChange({ ...draft, amount: String(max) });
              go('start');
            }}
          />
        ) : null}
        <Link to={`/property/${dashboard.uuid}/dashboard/${flow}`}>Change the amount</Link>
      </div>
    );
  }
  const p = result.preview;
  const confirm = () => {
    onChange({ ...draft, confirmed: true, idempotencyKey: draft.idempotencyKey ?? crypto.randomUUID() });
    go('verify');
  };
  return (
    <div className={styles.panel}>
      <h2>
        {flow === 'buy-in'
          ? p.frequency === 'MONTHLY_RECURRING'
            ? `Buy in ${formatMoney(p.amount)} every month`
            : `Buy in ${formatMoney(p.amount)} once`
          : `Cash out ${formatMoney(p.amount)}`}
      </h2>
      <table className={styles.changes}>
        <caption>What changes, at today’s home value of {formatMoney(p.homeValue)}</caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col">Now</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Roofline’s share</th>
            <td>{formatShare(p.designatedPercentageBefore)}</td>
            <td>{formatShare(p.designatedPercentageAfter)}</td>
          </tr>
          <tr>
            <th scope="row">Monthly payment</th>
            <td>{formatMoney(p.monthlyPaymentBefore.total)}</td>
            <td>{formatMoney(p.monthlyPaymentAfter.total)}</td>
          </tr>
          <tr>
            <th scope="row">Usage fee</th>
            <td>{formatMoney(p.monthlyPaymentBefore.usageFee)}</td>
            <td>{formatMoney(p.monthlyPaymentAfter.usageFee)}</td>
          </tr>
          <tr>
            <th scope="row">You own (equity)</th>
            <td>{formatMoney(p.homeownerEquityBefore)}</td>
            <td>{formatMoney(p.homeownerEquityAfter)}</td>
          </tr>
        </tbody>
      </table>
      <p>{flow === 'buy-in' ? <BuyInChargeSentence chosenUuid={draft.paymentMethodUuid} /> : 'We pay the cash to your payment account when you verify.'}</p>
      <div className={styles.actions}>
        <Button onClick={confirm}>Continue</Button>
        <Link to={`/property/${dashboard.uuid}/dashboard/${flow}`}>Change the amount</Link>
      </div>
    </div>
  );
}

/** Names the method a buy-in will charge (the one chosen, else the default); it can be changed at verify. */
function BuyInChargeSentence({ chosenUuid }: { chosenUuid: string | null | undefined }) {
  const methods = useQuery(EquityPaymentMethodsDocument, { fetchPolicy: 'cache-and-network' });
  const chosen = methods.data ? chosenMethodOf(methods.data.paymentMethods, chosenUuid) : null;
  if (!methods.data) return <>We charge your saved payment method when you verify.</>;
  if (!chosen) return <>Add a card or bank account at the next step; we charge it when you verify.</>;
  return <>We charge {chosen.label} when you verify. You can choose another payment method at the next step.</>;
}

/** A cash-out the bank account refused or that has no verified account to go to, with the way to link one. */
export function PayoutProblemNotice({ dashboard, code, message }: { dashboard: PropertyDashboardFieldsFragment; code: string; message: string }) {
  const path = bankLinkPath(dashboard);
  return (
    <Alert title={code === 'PAYOUT_ACCOUNT_REQUIRED' ? 'Link a bank account to cash out' : 'Your bank did not accept the cash-out'}>
      <p>{message}</p>
      {path ? <Link to={path}>{code === 'PAYOUT_ACCOUNT_REQUIRED' ? 'Link a bank account' : 'Link another bank account'}</Link> : null}
    </Alert>
  );
}

const PAYOUT_ERROR_CODES = new Set(['PAYOUT_ACCOUNT_REQUIRED', 'PAYOUT_FAILED']);

/** A refusal of the verify step in the server's words, and what to do next. */
interface VerifyNotice {
  title: string;
  message: string;
  next?: string;
}

function verifyNoticeOf(flow: EquityFlow, error: { code: string; field?: string | null; message: string }): VerifyNotice {
  const notYou = 'We couldn’t confirm it’s you';
  if (error.field === 'password')
    return { title: notYou, message: error.message, next: 'Check your password and try again, or email yourself a code instead.' };
  if (error.field === 'verificationCode') return { title: notYou, message: error.message, next: 'Or use your password instead.' };
  // The lock-out after too many failed tries: its message says when it ends.
  if (error.code === 'WRONG_PASSWORD')
    return {
      title: 'Too many tries',
      message: error.message,
      next:
        flow === 'buy-in' ? 'Nothing was charged. Your amount and payment method are kept for then.' : 'Nothing was paid out. Your amount is kept for then.',
    };
  return { title: 'This didn’t go through', message: error.message };
}

/** The amount and frequency chosen, as the verify step repeats them. */
function choiceSentence(flow: EquityFlow, draft: EquityDraft): string {
  const amount = formatMoney(parseAmount(draft.amount) ?? 0);
  if (flow === 'cash-out') return `Cash out ${amount}.`;
  return draft.frequency === 'MONTHLY_RECURRING' ? `Buy in ${amount} every month.` : `Buy in ${amount} once.`;
}

/**
 * Verify: re-authenticate by password or a mailed code; the transaction is recorded once. A
 * refusal is announced (role alert) and the amount and method chosen stay, so the homeowner can
 * try again without starting over.
 */
export function VerifyStep({ flow, dashboard, draft, onChange, go }: StepProps) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useCode, setUseCode] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<VerifyNotice | null>(null);
  // Each answer's notice is inserted afresh, so the same refusal twice is announced twice.
  const [answers, setAnswers] = useState(0);
  const [verify, verifying] = useMutation(VerifyEquityTransactionDocument);
  const [requestCode, requesting] = useMutation(RequestEquityVerificationCodeDocument);
  const [refusal, setRefusal] = useState<EquityRefusalFieldsFragment | null>(null);
  const [payoutProblem, setPayoutProblem] = useState<{ code: string; message: string } | null>(null);
  const [paymentProblem, setPaymentProblem] = useState<string | null>(null);
  const methods = useQuery(EquityPaymentMethodsDocument, { fetchPolicy: 'cache-first', skip: flow !== 'buy-in' });
  const chosenMethod = methods.data ? chosenMethodOf(methods.data.paymentMethods, draft.paymentMethodUuid) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (useCode ? !/^\d{6}$/.test(code.trim()) : password === '') {
      setProblem(useCode ? 'Enter the six-digit code from the email.' : 'Enter your password.');
      return;
    }
    setProblem(null);
    setNotice(null);
    setRefusal(null);
    setPayoutProblem(null);
    setPaymentProblem(null);
    const result = await verify({
      variables: {
        input: {
          ...previewInput(flow, dashboard, draft),
          idempotencyKey: draft.idempotencyKey!,
          ...(flow === 'buy-in' && chosenMethod ? { paymentMethodUuid: chosenMethod.uuid } : {}),
          ...(useCode ? { verificationCode: code.trim() } : { password }),
        },
      },
      // Only a recorded transaction changes the dashboard and the session's user. Refetching the
      // user after a refusal would blank the page while it loads, and the refusal with it.
      refetchQueries: (answer) => (answer.data?.verifyEquityTransaction.entry ? ['propertyDashboard', 'me'] : []),
    });
    setAnswers((count) => count + 1);
    const payload = result.data?.verifyEquityTransaction;
    if (!payload) {
      setNotice({ title: 'We couldn’t reach Roofline', message: 'Nothing was charged; try again.' });
      return;
    }
    if (payload.refusal) return setRefusal(payload.refusal);
    const error = payload.errors[0];
    if (error && PAYOUT_ERROR_CODES.has(error.code)) return setPayoutProblem({ code: error.code, message: error.message });
    if (error?.field === 'paymentMethodUuid') {
      void methods.refetch();
      return setPaymentProblem(error.message);
    }
    if (error) return setNotice(verifyNoticeOf(flow, error));
    if (payload.entry) {
      const payout = payload.payout ? { status: payload.payout.status, bankAccountLabel: payload.payout.bankAccountLabel } : null;
      const payment = payload.payment ? { status: payload.payment.status, paymentMethodLabel: payload.payment.paymentMethodLabel } : null;
      onChange({
        ...draft,
        paymentMethodUuid: chosenMethod?.uuid ?? null,
        receipt: { ...payload.entry, description: payload.entry.description, payout, payment },
      });
      go('success');
    }
  };
  return (
    <form className={styles.panel} onSubmit={submit} noValidate>
      <h2>Confirm it’s you</h2>
      <p>{choiceSentence(flow, draft)}</p>
      {notice ? (
        <Alert key={answers} title={notice.title}>
          <p>{notice.message}</p>
          {notice.next ? <p>{notice.next}</p> : null}
        </Alert>
      ) : null}
      {refusal ? <RefusalNotice refusal={refusal} /> : null}
      {payoutProblem ? <PayoutProblemNotice dashboard={dashboard} {...payoutProblem} /> : null}
      {flow === 'buy-in' ? (
        <PaymentMethodChoice
          value={draft.paymentMethodUuid}
          onChange={(paymentMethodUuid) => {
            setPaymentProblem(null);
            onChange({ ...draft, paymentMethodUuid });
          }}
          bankLinkPath={bankLinkPath(dashboard)}
          problem={paymentProblem}
        />
      ) : null}
      {useCode ? (
        <TextField
          label="Code from the email"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={problem ?? undefined}
        />
      ) : (
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={problem ?? undefined}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={verifying.loading}>
          {flow === 'buy-in' ? 'Verify and pay' : 'Verify and cash out'}
        </Button>
        {useCode ? (
          <Button type="button" variant="ghost" onClick={() => setUseCode(false)}>
            Use my password instead
          </Button>
        ) : (
          <Button
            type="button"
            variant="ghost"
            busy={requesting.loading}
            onClick={() => void requestCode({ variables: { input: { propertyUuid: dashboard.uuid } } }).then(() => setUseCode(true))}
          >
            Email me a code instead
          </Button>
        )}
      </div>
      {useCode ? <p role="status">We sent a six-digit code to your email. It works once, for 10 minutes.</p> : null}
    </form>
  );
}

/** Success: the ledger row as recorded. */
export function SuccessStep({ flow, dashboard, draft }: StepProps) {
  const receipt = draft.receipt!;
  return (
    <div className={styles.panel}>
      <Alert
        tone="success"
        title={
          flow === 'buy-in' ? (receipt.payment?.status === 'PROCESSING' ? 'Your buy-in is processing' : 'Your buy-in is done') : 'Your cash-out is on its way'
        }
      >
        <p>
          {receipt.description ?? formatMoney(receipt.amount)}, recorded {formatDate(receipt.recordedAt)}.
        </p>
        {receipt.payout ? <p>{payoutSentence(receipt.payout)}</p> : null}
        {receipt.payment && processingSentence(receipt.payment) ? <p>{processingSentence(receipt.payment)}</p> : null}
        <p>
          Roofline’s share went from {formatShare(receipt.designatedPercentageBefore)} to {formatShare(receipt.designatedPercentageAfter)}.
        </p>
      </Alert>
      <div className={styles.actions}>
        <Link to={`/property/${dashboard.uuid}/dashboard`}>Back to the dashboard</Link>
      </div>
    </div>
  );
}
