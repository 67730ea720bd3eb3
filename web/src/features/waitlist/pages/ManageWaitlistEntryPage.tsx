import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useParams } from 'react-router';
import { z } from 'zod/mini';
import { TIMELINES, waitlistFirstName, waitlistZip } from '#core/waitlist/index';
import { ChangeWaitlistEntryDocument, LeaveWaitlistDocument, WaitlistEntryByLinkDocument, type ManagedWaitlistEntryFragment } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { SubmitFailure } from '#web/components/SubmitFailure/SubmitFailure';
import { Button } from '#web/components/Button/Button';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { QueryStates } from '#web/components/QueryStates/QueryStates';
import { SelectField } from '#web/components/SelectField/SelectField';
import { WaitlistContactFields } from '../components/WaitlistContactFields/WaitlistContactFields';
import { PURCHASE_STAGE_OPTIONS, TIMELINE_OPTIONS } from './waitlistChoices';
import styles from './WaitlistPage.module.css';

// The same rules the server applies, so most mistakes show while typing.
const schema = z.object({
  firstName: waitlistFirstName,
  zip: waitlistZip,
  purchaseStage: z.enum(['', ...PURCHASE_STAGE_OPTIONS.map((stage) => stage.value)]),
  timeline: z.enum(['', ...TIMELINES]),
});
type Values = z.infer<typeof schema>;

const INVALID_LINK = (
  <div role="status">
    <h2>This link has expired</h2>
    <p>
      Links to change a waitlist entry work for seven days, and only the newest one. <Link to="/buy/waitlist">Join the waitlist again</Link> with the same email
      and we will send you a new one.
    </p>
  </div>
);

/** /waitlist/manage/:token, the page a mailed waitlist link opens: change the entry or leave. */
export default function ManageWaitlistEntryPage() {
  const { token = '' } = useParams();
  const query = useQuery(WaitlistEntryByLinkDocument, { variables: { token } });
  const [left, setLeft] = useState(false);

  return (
    <PageContainer title="Your waitlist entry" description="Change your details on the Roofline waitlist, or leave it.">
      <section className={styles.card} aria-labelledby="manage-waitlist-title">
        <h1 id="manage-waitlist-title">Your waitlist entry</h1>
        {left ? (
          <div role="status">
            <p>You have left the waitlist. We will not email you about it again.</p>
          </div>
        ) : (
          <QueryStates
            query={query}
            select={(data) => data.waitlistEntryByLink}
            what="your waitlist entry"
            loadingLabel="Loading your entry…"
            empty={INVALID_LINK}
          >
            {(entry) => <EntryForm token={token} entry={entry} onLeft={() => setLeft(true)} />}
          </QueryStates>
        )}
      </section>
    </PageContainer>
  );
}

function EntryForm({ token, entry, onLeft }: { token: string; entry: ManagedWaitlistEntryFragment; onLeft: () => void }) {
  const [change, { error: changeFailure }] = useMutation(ChangeWaitlistEntryDocument);
  const [leave, { error: leaveFailure, loading: leaving }] = useMutation(LeaveWaitlistDocument);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      firstName: entry.firstName,
      zip: entry.zip,
      purchaseStage: entry.purchaseStage ?? '',
      timeline: (entry.timeline ?? '') as Values['timeline'],
    },
  });

  const submit = async (values: Values) => {
    setSaved(false);
    const result = await change({ variables: { input: { token, ...values, purchaseStage: values.purchaseStage || null, timeline: values.timeline || null } } });
    const payload = result.data?.changeWaitlistEntry;
    if (!payload) return;
    for (const problem of payload.errors) {
      const field = problem.field && problem.field in schema.shape ? (problem.field as keyof Values) : 'root';
      setError(field, { message: problem.message });
    }
    if (payload.entry) setSaved(true);
  };

  const leaveWaitlist = async () => {
    const result = await leave({ variables: { input: { token } } });
    const payload = result.data?.leaveWaitlist;
    if (payload?.ok) onLeft();
    else if (payload?.errors[0]) setError('root', { message: payload.errors[0].message });
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate>
      <p>
        The {entry.product === 'PURCHASE' ? 'partner purchase' : 'partnership'} waitlist, for <strong>{entry.email}</strong>.
      </p>
      <SubmitFailure error={changeFailure ?? leaveFailure} otherwise="We couldn’t save that just now. Please try again; nothing you typed was lost." />
      {errors.root ? <Alert>{errors.root.message}</Alert> : null}
      {saved ? <p role="status">Your entry is saved.</p> : null}
      <WaitlistContactFields register={register} errors={errors} zipLabel="ZIP code" withEmail={false} />
      {entry.product === 'PURCHASE' ? (
        <SelectField
          label="Where are you in your search? (optional)"
          emptyOption="Choose one"
          options={PURCHASE_STAGE_OPTIONS}
          error={errors.purchaseStage?.message}
          {...register('purchaseStage')}
        />
      ) : null}
      <SelectField
        label="When do you hope to buy? (optional)"
        emptyOption="Choose one"
        options={TIMELINE_OPTIONS}
        error={errors.timeline?.message}
        {...register('timeline')}
      />
      <Button type="submit" busy={isSubmitting} fullWidth>
        Save my entry
      </Button>
      <Button type="button" variant="secondary" busy={leaving} fullWidth onClick={() => void leaveWaitlist()}>
        Leave the waitlist
      </Button>
    </form>
  );
}
