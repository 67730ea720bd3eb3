import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Link } from 'react-router';
import { Button } from '../../../components/Button/Button';
import { TextField } from '../../../components/TextField/TextField';
import { Alert } from '../../../components/Alert/Alert';
import { emailSchema } from '#core/account/email';

const loginSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, 'Enter your password.')),
});

export type LoginValues = z.infer<typeof loginSchema>;

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => Promise<void> | void;
  /** One of the spec's three login error texts, shown above the form. */
  error?: string | null;
  defaultValues?: Partial<LoginValues>;
}

/** Validates as you type and on submit; a refused login keeps what was typed. */
export function LoginForm({ onSubmit, error, defaultValues }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), mode: 'onTouched', defaultValues });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="login-title">
      {error ? <Alert>{error}</Alert> : null}
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <Button type="submit" fullWidth busy={isSubmitting}>
        Log in
      </Button>
      <p style={{ marginTop: 'var(--space-4)' }}>
        <Link to="/login/forgot-password">Forgot your password?</Link>
      </p>
    </form>
  );
}
