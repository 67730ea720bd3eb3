import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { emailSchema } from '#core/account/email';
import { Link } from 'react-router';
import { TIMELINES, waitlistFirstName, waitlistZip } from '#core/waitlist/index';
import { JoinWaitlistDocument } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { SubmitFailure } from '#web/components/SubmitFailure/SubmitFailure';
import { Button } from '#web/components/Button/Button';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { SelectField } from '#web/components/SelectField/SelectField';
import { useFeatureFlags } from '#web/lib/featureFlags';
import { WaitlistContactFields } from '../components/WaitlistContactFields/WaitlistContactFields';
import { PURCHASE_STAGE_OPTIONS as STAGES, TIMELINE_OPTIONS } from './waitlistChoices';
import styles from './WaitlistPage.module.css';
import { fillPitchFigures as pitch } from '#core/partnership/fillPitchFigures';

const DESCRIPTION = pitch(
  'Join the waitlist for Roofline partner purchase: Roofline buys the home with you and owns a share of it, and you pay a monthly usage fee of {{usageRate}} a year on that share.',
);
const LEAD = pitch(
  'With partner purchase, you put at least {{minDownPayment}} down and Roofline pays the rest of the agreed value, less any mortgage you take, for a share of the home. Each month you pay Roofline a usage fee on its share and a buy-back that lowers it. We are opening area by area.',
);
const POINTS = [
  pitch('You put at least {{minDownPayment}} down; Roofline owns up to {{maxPurchaseShare}} of the home'),
  pitch('A monthly usage fee of {{usageRate}} a year on Roofline’s share, plus a scheduled buy-back of up to {{reductionPayment}}'),
  pitch('For example, {{buyer.downPayment}} down on a {{buyer.price}} home: Roofline owns {{buyer.share}} and you pay it {{buyer.monthlyPayment}} a month'),
  'Buy our share back at any time, or settle it when you sell',
];

// The same rules the server applies, so most mistakes show while typing.
const schema = z.object({
  firstName: waitlistFirstName,
  email: emailSchema,
  zip: waitlistZip,
  purchaseStage: z.enum(['', ...STAGES.map((stage) => stage.value)]),
  timeline: z.enum(['', ...TIMELINES]),
});
type Values = z.infer<typeof schema>;

export default function WaitlistPage() {
  const { flags } = useFeatureFlags();
  const [join, { error: networkError }] = useMutation(JoinWaitlistDocument);
  const [joined, setJoined] = useState<{ firstName: string; state: string | null } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { firstName: '', email: '', zip: '', purchaseStage: '', timeline: '' },
  });

  const submit = async (values: Values) => {
    const result = await join({
      variables: { input: { product: 'PURCHASE', ...values, purchaseStage: values.purchaseStage || null, timeline: values.timeline || null } },
    });
    const payload = result.data?.joinWaitlist;
    if (!payload) return;
    for (const problem of payload.errors) {
      const field = problem.field && problem.field in schema.shape ? (problem.field as keyof Values) : 'root';
      setError(field, { message: problem.message });
    }
    if (payload.entry) setJoined({ firstName: payload.entry.firstName, state: payload.entry.state });
  };

  return (
    <PageContainer title="Partner purchase waitlist" description={DESCRIPTION}>
      <div className={styles.layout}>
        <div>
          <h1>Buy your next home with a partner</h1>
          <p className={styles.lead}>{LEAD}</p>
          <ul className={styles.points}>
            {POINTS.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p>
            Learn about <Link to="/resources/down-payment-options-and-assistance">down payment options and assistance</Link>.
          </p>
          {flags.partnershipWaitlist ? null : (
            <p>
              Partner purchase is open in the states where we are live: <Link to="/purchase/create-account">see what you could afford and apply</Link>.
            </p>
          )}
        </div>
        <section className={styles.card} aria-labelledby="waitlist-form-title">
          {joined ? (
            <div role="status">
              <h2 id="waitlist-form-title">You’re on the list, {joined.firstName}</h2>
              <p>
                We will email you as soon as partner purchase opens{joined.state ? ` in ${joined.state}` : ' in your area'}. You can unsubscribe from any email
                we send.
              </p>
              <p>
                Meanwhile, <Link to="/resources/how-much-house-can-you-afford">work out how much house you can afford</Link>.
              </p>
            </div>
          ) : (
            <form onSubmit={handleSubmit(submit)} noValidate>
              <h2 id="waitlist-form-title">Join the waitlist</h2>
              <SubmitFailure error={networkError} otherwise="We couldn’t add you just now. Please try again; nothing you typed was lost." />
              {errors.root ? <Alert>{errors.root.message}</Alert> : null}
              <WaitlistContactFields register={register} errors={errors} zipLabel="ZIP code where you’re buying" />
              <SelectField
                label="Where are you in your search? (optional)"
                emptyOption="Choose one"
                options={STAGES}
                error={errors.purchaseStage?.message}
                {...register('purchaseStage')}
              />
              <SelectField
                label="When do you hope to buy? (optional)"
                emptyOption="Choose one"
                options={TIMELINE_OPTIONS}
                error={errors.timeline?.message}
                {...register('timeline')}
              />
              <p className={styles.fine}>
                We use your details only to tell you about partner purchase. See our <Link to="/legal/privacy-policy">privacy policy</Link>.
              </p>
              <Button type="submit" busy={isSubmitting} fullWidth>
                Join the waitlist
              </Button>
            </form>
          )}
        </section>
      </div>
    </PageContainer>
  );
}
