import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Link } from 'react-router';
import { emailSchema } from '#core/account/email';
import { WAITLIST_PROMPT } from '#core/partnership/index';
import { waitlistFirstName, waitlistZip } from '#core/waitlist/index';
import { JoinPartnershipWaitlistDocument } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { SubmitFailure } from '#web/components/SubmitFailure/SubmitFailure';
import { WaitlistContactFields } from '#web/features/waitlist/index';
import styles from './PartnershipWaitlist.module.css';

// The API's rules (core/waitlist), so most mistakes show while typing.
const schema = z.object({
  firstName: waitlistFirstName,
  email: emailSchema,
  zip: waitlistZip,
});
type Values = z.infer<typeof schema>;

export interface PartnershipWaitlistProps {
  /** The denied prequal the homeowner joins from; the API marks it waitlisted. */
  prequalUuid?: string | null;
  /** Words before the prompt, e.g. why there is a waitlist. */
  lead?: string;
  defaultValues?: Partial<Values>;
}

/**
 * Spec §8.15/§8.16 with the partnership waitlist flag on (§9.21): the homeowner joins the
 * partnership's waitlist (RESTRUCTURE) right here, not the home-buying one at /buy/waitlist.
 */
export function PartnershipWaitlist({ prequalUuid = null, lead, defaultValues }: PartnershipWaitlistProps) {
  const titleId = useId();
  const [join, { error: networkError }] = useMutation(JoinPartnershipWaitlistDocument);
  const [joined, setJoined] = useState<{ firstName: string; state: string | null } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { firstName: '', email: '', zip: '', ...defaultValues },
  });

  const submit = async (values: Values) => {
    const result = await join({ variables: { input: { product: 'RESTRUCTURE', ...values, prequalUuid } } });
    const payload = result.data?.joinWaitlist;
    if (!payload) return;
    for (const problem of payload.errors) {
      const field = problem.field && problem.field in schema.shape ? (problem.field as keyof Values) : 'root';
      setError(field, { message: problem.message });
    }
    if (payload.entry) setJoined({ firstName: payload.entry.firstName, state: payload.entry.state });
  };

  if (joined) {
    return (
      <section className={styles.box} aria-labelledby={titleId} role="status">
        <h3 id={titleId}>You’re on the partnership waitlist, {joined.firstName}</h3>
        <p>
          We will email you as soon as the partnership is available{joined.state ? ` in ${joined.state}` : ' to you'}. You can unsubscribe from any email we
          send.
        </p>
      </section>
    );
  }
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h3 id={titleId}>Join the partnership waitlist</h3>
      <p>{lead ? `${lead} ${WAITLIST_PROMPT}` : WAITLIST_PROMPT}</p>
      <form onSubmit={handleSubmit(submit)} noValidate className={styles.form}>
        <SubmitFailure error={networkError} otherwise="We couldn’t add you just now. Please try again; nothing you typed was lost." />
        {errors.root ? <Alert>{errors.root.message}</Alert> : null}
        <WaitlistContactFields register={register} errors={errors} zipLabel="ZIP code of your home" />
        <p className={styles.fine}>
          We use your details only to tell you about the partnership. See our <Link to="/legal/privacy-policy">privacy policy</Link>.
        </p>
        <Button type="submit" busy={isSubmitting}>
          Join the waitlist
        </Button>
      </form>
    </section>
  );
}
