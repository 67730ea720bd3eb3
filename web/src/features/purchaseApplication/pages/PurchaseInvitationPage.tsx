import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { NEW_PASSWORD_HINT, newPasswordSchema } from '#core/account/passwordRule';
import { AcceptPurchaseInvitationDocument } from '#generated/web';
import { useAuth } from '#web/app/auth/AuthProvider';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { TextField } from '#web/components/TextField/TextField';
import { purchaseApplicationPath } from '../model/purchaseLinks';
import styles from '../model/PurchaseApplication.module.css';
import { SOMETHING_WENT_WRONG } from '#core/apiErrors/messages';

/** Signed in: joins at once and goes to the application. */
function JoinSignedIn({ uuid, token }: { uuid: string; token: string }) {
  const [accept] = useMutation(AcceptPurchaseInvitationDocument);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    accept({ variables: { input: { token } } })
      .then(async (result) => {
        const refusal = result.data?.acceptPurchaseInvitation.errors[0]?.message;
        if (refusal || !result.data?.acceptPurchaseInvitation.purchaseApplication) setError(refusal ?? SOMETHING_WENT_WRONG);
        else await navigate(purchaseApplicationPath(uuid), { replace: true });
      })
      .catch(() => setError(SOMETHING_WENT_WRONG));
  }, [accept, navigate, token, uuid]);
  return error ? <Alert title="About your invitation">{error}</Alert> : <LoadingPlaceholder label="Joining the application…" />;
}

/** No account yet: one is created for the invited address, then the application opens. */
function JoinWithNewAccount({ uuid, token }: { uuid: string; token: string }) {
  const location = useLocation();
  const [accept, { loading }] = useMutation(AcceptPurchaseInvitationDocument);
  const [values, setValues] = useState({ firstName: '', lastName: '', password: '' });
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const password = newPasswordSchema.safeParse(values.password);
  const problems = {
    firstName: values.firstName.trim() ? undefined : 'Enter your first name.',
    lastName: values.lastName.trim() ? undefined : 'Enter your last name.',
    password: password.success ? undefined : password.error.issues[0]?.message,
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problems.firstName || problems.lastName || problems.password) return;
    setError(null);
    try {
      const result = await accept({ variables: { input: { token, newUser: values } } });
      const payload = result.data?.acceptPurchaseInvitation;
      if (!payload?.purchaseApplication) setError(payload?.errors[0]?.message ?? SOMETHING_WENT_WRONG);
      // Signed in by the answer's cookie: a full load picks the session up everywhere.
      else window.location.assign(purchaseApplicationPath(uuid));
    } catch {
      setError(SOMETHING_WENT_WRONG);
    }
  }

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="invitee-title">
      <h2 id="invitee-title">Create your account</h2>
      <p className={styles.lead}>
        Your account uses the email address the invitation was sent to. Already have one?{' '}
        <Link to={`/login?redirectUrl=${encodeURIComponent(location.pathname + location.search)}`}>Log in</Link>.
      </p>
      <div className={styles.fields}>
        <TextField
          label="First name"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(e) => setValues({ ...values, firstName: e.target.value })}
          error={touched ? problems.firstName : undefined}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => setValues({ ...values, lastName: e.target.value })}
          error={touched ? problems.lastName : undefined}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
          value={values.password}
          onChange={(e) => setValues({ ...values, password: e.target.value })}
          error={touched || values.password ? problems.password : undefined}
        />
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" busy={loading}>
        Create my account and join
      </Button>
    </form>
  );
}

/** /purchase/invitation/{uuid}?token=…: the co-applicant's way in from the invitation mail. */
export default function PurchaseInvitationPage() {
  const { uuid = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useAuth();
  return (
    <PageContainer title="Join a partner purchase" description="You were invited to buy a home with Roofline as a co-applicant.">
      <div className={styles.page}>
        <h1>Join a partner purchase</h1>
        <p className={styles.lead}>You were named as the co-applicant on a Roofline partner purchase. You answer your own questions with your own login.</p>
        {!token ? (
          <Alert title="This invitation link is incomplete">Open the link from the invitation email again.</Alert>
        ) : user ? (
          <JoinSignedIn uuid={uuid} token={token} />
        ) : (
          <JoinWithNewAccount uuid={uuid} token={token} />
        )}
      </div>
    </PageContainer>
  );
}
