import { useState, type FormEvent } from 'react';
import { formatCardNumber, parseExpiry, validateCardInput, type CardErrors, type CardField, type CardInput } from '#core/payments/index';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { TextField } from '#web/components/TextField/TextField';
import styles from './CardForm.module.css';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  postalCode: string;
}

export interface CardFormProps {
  onSubmit: (card: CardDetails) => void;
  busy?: boolean;
  /** Why the processor refused the card (declined, failed authentication, …). */
  refusal?: string | null;
  /** For stories and tests: what the fields start with. */
  initialValues?: Partial<CardInput>;
  /** The date expiry is judged against (today unless given). */
  now?: () => Date;
}

const EMPTY: CardInput = { number: '', expiry: '', cvc: '', postalCode: '' };

/** MM / YY as the digits are typed. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/**
 * The embedded sandbox's card form: checks as you type (a field is judged once it was left or the
 * form was sent) and on submit, with the card's own words. With Stripe, Stripe's card element
 * takes the card instead, so its number never reaches Roofline.
 */
export function CardForm({ onSubmit, busy = false, refusal, initialValues, now = () => new Date() }: CardFormProps) {
  const [values, setValues] = useState<CardInput>({ ...EMPTY, ...initialValues });
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  // A refusal is about the card it was given for: changing the card takes it down until the next try.
  const [editedAfter, setEditedAfter] = useState<string | null>(null);
  const shownRefusal = refusal && refusal !== editedAfter ? refusal : null;

  const typingErrors = validateCardInput(values, now(), { complete: false });
  const completeErrors = validateCardInput(values, now());
  const errorOf = (field: CardField): string | undefined => (submitted || touched[field] ? completeErrors[field] : typingErrors[field]);

  const change =
    (field: CardField, format: (value: string) => string = (value) => value) =>
    (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: format(event.target.value) }));
      setEditedAfter(refusal ?? null);
    };
  const leave = (field: CardField) => () => setTouched((current) => ({ ...current, [field]: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setEditedAfter(null);
    const errors: CardErrors = validateCardInput(values, now());
    if (Object.keys(errors).length > 0) return;
    const expiry = parseExpiry(values.expiry)!;
    onSubmit({
      number: values.number.replace(/\D/g, ''),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: values.cvc.trim(),
      postalCode: values.postalCode.trim(),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Card details">
      {shownRefusal ? <Alert title="Your card was not saved">{shownRefusal}</Alert> : null}
      <TextField
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={values.number}
        onChange={change('number', formatCardNumber)}
        onBlur={leave('number')}
        error={errorOf('number')}
      />
      <div className={styles.row}>
        <TextField
          label="Expiration (MM / YY)"
          name="cardExpiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={values.expiry}
          onChange={change('expiry', formatExpiry)}
          onBlur={leave('expiry')}
          error={errorOf('expiry')}
        />
        <TextField
          label="Security code"
          name="cardCvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          maxLength={4}
          value={values.cvc}
          onChange={change('cvc')}
          onBlur={leave('cvc')}
          error={errorOf('cvc')}
        />
        <TextField
          label="ZIP code"
          name="postalCode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={values.postalCode}
          onChange={change('postalCode')}
          onBlur={leave('postalCode')}
          error={errorOf('postalCode')}
        />
      </div>
      <Button type="submit" busy={busy} fullWidth>
        Save card
      </Button>
    </form>
  );
}
