import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LOGIN_ERROR_PARAM } from '#core/account/loginForm';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { logIn, loginRefusalMessage } from '../../lib/sessionClient';
import { AuthCard } from './AuthCard';
import { LoginForm, type LoginValues } from './LoginForm/LoginForm';

export default function LoginPage() {
  const [params] = useSearchParams();
  // A login the form posted itself (before the script had loaded) and the server refused comes back with its reason.
  const [error, setError] = useState<string | null>(() => loginRefusalMessage(params.get(LOGIN_ERROR_PARAM)));

  const submit = async (values: LoginValues) => {
    setError(null);
    const result = await logIn(values);
    // Spec section 4: login success reloads the page; /login then sends the user on to redirectUrl.
    if (result.ok) window.location.reload();
    else setError(result.message);
  };

  return (
    <PageContainer title="Log in" description="Log in to your Roofline account." narrow>
      <AuthCard title="Log in to Roofline" titleId="login-title">
        <LoginForm onSubmit={submit} error={error} redirectUrl={params.get('redirectUrl')} />
      </AuthCard>
    </PageContainer>
  );
}
