import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Link, useNavigate } from 'react-router';
import { isQuestionIncluded } from '#core/questionEngine/index';
import { prequalDefinition, toPrequalInput } from '#core/refinanceApplication/index';
import type { ApplicationAnswers, AnswerContext } from '#core/application/index';
import { EMAIL_INVALID_MESSAGE } from '#core/account/email';
import { CreatePrequalDocument } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { TextField } from '#web/components/TextField/TextField';
import { analytics } from '#web/lib/analytics';
import { NEW_PASSWORD_HINT, newPasswordSchema } from '#web/pages/auth/passwordRules';
import { clearPrequalAnswers } from '../../model/prequalAnswers';
import type { PrequalFunnel } from '../../model/prequalFunnel';
import styles from '../../model/StartApplication.module.css';
import { SOMETHING_WENT_WRONG } from '#core/apiErrors/messages';
import { PHONE_INVALID_MESSAGE, usPhoneDigits } from '#core/account/phone';

const accountSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, 'Enter your first name.'), z.maxLength(100, 'Use at most 100 characters.')),
  lastName: z.string().check(z.trim(), z.minLength(1, 'Enter your last name.'), z.maxLength(100, 'Use at most 100 characters.')),
  email: z.string().check(z.trim(), z.minLength(1, 'Enter your email address.'), z.email(EMAIL_INVALID_MESSAGE)),
  tel: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || usPhoneDigits(value).length === 10, PHONE_INVALID_MESSAGE),
  ),
  password: newPasswordSchema,
});
type AccountValues = z.infer<typeof accountSchema>;

export interface FinishPrequalProps {
  answers: ApplicationAnswers;
  context: AnswerContext;
  signedIn: boolean;
  onBack: () => void;
  onGoTo: (questionId: string) => void;
  /** Another product's prequal (the refinance's by default). */
  funnel?: PrequalFunnel;
}

/**
 * The end of the prequal questions: the prequal is recorded (with a new account for a
 * visitor, who is signed in by it), and the product's start page starts the application
 * from it, filled in from its answers.
 */
export function FinishPrequal({ answers, context, signedIn, onBack, onGoTo, funnel }: FinishPrequalProps) {
  const startPath = funnel?.startPath ?? '/application/refinance';
  const navigate = useNavigate();
  const [createPrequal] = useMutation(CreatePrequalDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<AccountValues>({
    resolver: zodResolver(accountSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', tel: '', password: '' },
  });

  const missing = (funnel?.definition ?? prequalDefinition).sections
    .flatMap((s) => s.subsections.flatMap((sub) => sub.questions))
    .filter((q) => !q.isEndScreen && isQuestionIncluded(q, answers, context) && !q.isComplete(answers, context));

  const finish = async (account: AccountValues | null) => {
    setBusy(true);
    setProblem(null);
    try {
      const created = await createPrequal({
        variables: {
          prequalInput: (funnel?.toPrequalInput ?? toPrequalInput)(answers),
          newUserInput: account
            ? { firstName: account.firstName, lastName: account.lastName, email: account.email, tel: account.tel || null, password: account.password }
            : null,
          refreshPricingResults: true,
        },
      });
      const payload = created.data?.createPrequal;
      const prequalUuid = payload?.prequals[0]?.uuid;
      if (!payload || payload.errors.length > 0 || !prequalUuid) {
        const emailProblem = payload?.errors.find((e) => e.field === 'newUserInput.email');
        if (emailProblem) form.setError('email', { message: emailProblem.message });
        setProblem(payload?.errors.find((e) => e !== emailProblem)?.message ?? (emailProblem ? null : SOMETHING_WENT_WRONG));
        return;
      }
      clearPrequalAnswers(funnel?.storageKey);
      // The user became known through createPrequal (spec sections 1 and 7); send() honours an opt-out.
      if (account && payload.user) analytics.identify(payload.user.uuid);
      // The product's start page starts (or reopens) the application from the prequal.
      const start = `${startPath}?prequalUuid=${encodeURIComponent(prequalUuid)}`;
      // A new account is signed in by createPrequal; a full load picks the session up everywhere.
      if (account) window.location.assign(start);
      else await navigate(start);
    } catch {
      setProblem(SOMETHING_WENT_WRONG);
    } finally {
      setBusy(false);
    }
  };

  if (missing.length > 0) {
    return (
      <section aria-labelledby="finish-title">
        <h1 id="finish-title" className={styles.title}>
          A few answers are missing
        </h1>
        <ul className={styles.missing}>
          {missing.map((q) => (
            <li key={q.id}>
              <button type="button" className={styles.link} onClick={() => onGoTo(q.id)}>
                {q.title}
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <section aria-labelledby="finish-title">
      <h1 id="finish-title" className={styles.title}>
        {signedIn ? 'Ready to start your application' : 'Create your account to start your application'}
      </h1>
      <p className={styles.lead}>
        {signedIn
          ? 'We will fill in your application with what you just told us, so you only answer each question once.'
          : 'Your application is saved to your account as you go, so you can finish it on any device.'}
      </p>
      {problem ? <Alert>{problem}</Alert> : null}
      {signedIn ? (
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={onBack}>
            Back
          </Button>
          <Button type="button" busy={busy} onClick={() => void finish(null)}>
            Start my application
          </Button>
        </div>
      ) : (
        <form onSubmit={form.handleSubmit((values) => finish(values))} noValidate>
          <div className={styles.nameRow}>
            <TextField label="First name" autoComplete="given-name" error={form.formState.errors.firstName?.message} {...form.register('firstName')} />
            <TextField label="Last name" autoComplete="family-name" error={form.formState.errors.lastName?.message} {...form.register('lastName')} />
          </div>
          <TextField label="Email address" type="email" autoComplete="email" error={form.formState.errors.email?.message} {...form.register('email')} />
          <TextField
            label="Phone number (optional)"
            type="tel"
            autoComplete="tel-national"
            error={form.formState.errors.tel?.message}
            {...form.register('tel')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={NEW_PASSWORD_HINT}
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={onBack}>
              Back
            </Button>
            <Button type="submit" busy={busy}>
              Create account and continue
            </Button>
          </div>
          <p className={styles.login}>
            Already have an account? <Link to={`/login/?redirectUrl=${encodeURIComponent(startPath)}`}>Log in</Link> and your answers will be waiting.
          </p>
        </form>
      )}
    </section>
  );
}
