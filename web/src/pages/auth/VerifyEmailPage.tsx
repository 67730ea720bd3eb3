import { useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { RequestEmailVerificationDocument, VerifyEmailDocument } from '#generated/web';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { Button } from '../../components/Button/Button';
import { Alert } from '../../components/Alert/Alert';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/LoadingPlaceholder';
import { useAuth } from '../../app/auth/AuthProvider';
import { AuthCard } from './AuthCard';
import { SOMETHING_WENT_WRONG } from '#core/apiErrors/messages';

/** /signup/verify-email?token=…: confirms the address; without a token, offers to send a link. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user } = useAuth();
  const [verify, verification] = useMutation(VerifyEmailDocument, { refetchQueries: ['me'] });
  const [resend, resent] = useMutation(RequestEmailVerificationDocument);
  const started = useRef(false);

  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      void verify({ variables: { input: { token } } });
    }
  }, [token, verify]);

  const payload = verification.data?.verifyEmail;
  return (
    <PageContainer title="Verify your email" narrow>
      <AuthCard title="Verify your email" titleId="verify-title">
        {token && verification.loading ? <LoadingPlaceholder label="Confirming your email…" /> : null}
        {payload?.ok ? (
          <Alert tone="success" title="Email confirmed">
            Thank you. Your email address is verified.
          </Alert>
        ) : null}
        {payload && !payload.ok ? <Alert>{payload.errors[0]?.message}</Alert> : null}
        {verification.error ? <Alert>{SOMETHING_WENT_WRONG}</Alert> : null}
        {!token && user?.emailVerifiedAt ? <Alert tone="success">Your email address is already verified.</Alert> : null}
        {!token && !user ? (
          <p>
            Open the link in the email we sent you, or <Link to="/login?redirectUrl=%2Fsignup%2Fverify-email">log in</Link> to send a new one.
          </p>
        ) : null}
        {(payload && !payload.ok) || (!token && user && !user.emailVerifiedAt) ? (
          user ? (
            resent.data?.requestEmailVerification.ok ? (
              <Alert tone="success">We sent a new link to {user.email}.</Alert>
            ) : (
              <Button type="button" busy={resent.loading} onClick={() => void resend()}>
                Send me a new link
              </Button>
            )
          ) : null
        ) : null}
        {payload?.ok ? <Link to={user ? '/profile' : '/login'}>{user ? 'Go to your profile' : 'Log in'}</Link> : null}
      </AuthCard>
    </PageContainer>
  );
}
