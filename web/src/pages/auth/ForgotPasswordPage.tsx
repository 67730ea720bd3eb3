import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { emailSchema } from '#core/account/email';
import { Link } from 'react-router';
import { RequestPasswordResetDocument } from '#generated/web';
import { PageContainer } from '../../components/PageContainer/PageContainer';
import { TextField } from '../../components/TextField/TextField';
import { Button } from '../../components/Button/Button';
import { Alert } from '../../components/Alert/Alert';
import { SubmitFailure } from '../../components/SubmitFailure/SubmitFailure';
import { AuthCard } from './AuthCard';
import { SOMETHING_WENT_WRONG } from '#core/apiErrors/messages';

const schema = z.object({ email: emailSchema });

export default function ForgotPasswordPage() {
  const [requestReset, { error }] = useMutation(RequestPasswordResetDocument);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), mode: 'onTouched' });

  const submit = async ({ email }: z.infer<typeof schema>) => {
    const result = await requestReset({ variables: { input: { email } } });
    if (result.data?.requestPasswordReset.ok) setSentTo(email);
  };

  return (
    <PageContainer title="Reset your password" narrow>
      <AuthCard title="Reset your password" titleId="forgot-title">
        {sentTo ? (
          <Alert tone="success" title="Check your email">
            If an account exists for {sentTo}, we sent it a link to set a new password. The link works once, for one hour.
          </Alert>
        ) : (
          <form onSubmit={handleSubmit(submit)} noValidate>
            <p>Enter the email you use with Roofline and we’ll send you a link to set a new password.</p>
            <SubmitFailure error={error} otherwise={SOMETHING_WENT_WRONG} />
            <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
            <Button type="submit" fullWidth busy={isSubmitting}>
              Send reset link
            </Button>
          </form>
        )}
        <p style={{ marginTop: 'var(--space-4)' }}>
          <Link to="/login">Back to log in</Link>
        </p>
      </AuthCard>
    </PageContainer>
  );
}
