import { normaliseEmail } from '@saverly/contracts';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PasswordField, TextField } from '../../../components/form-field';
import { Message, messageTypeFor } from '../../../components/message';
import { useLogin } from '../api/login';
import { useAuth } from '../auth-context';
import { validateLogin } from '../lib/validation';
import type { LoginValidation } from '../lib/validation';
import { focusField, retryDetails, returnedErrorMessage } from '../../../lib/form-errors';

interface LoginFormProps {
  /** Where to go after signing in (the page that sent the visitor here, else /dashboard). */
  redirectTo: string;
  /** A message carried from the previous screen, e.g. after signing up. */
  notice?: string;
  /** A success (after signing up, the default) or information (why signing in is needed). */
  noticeType?: 'success' | 'info';
  /**
   * The address just registered: filled in, so the family types only the password (a
   * walk-through's new account met an empty form after "Account created successfully!").
   */
  initialEmail?: string;
}

export function LoginForm({ redirectTo, notice, noticeType = 'success', initialEmail = '' }: LoginFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const loginMutation = useLogin();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<LoginValidation | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateLogin(email, password);
    setInvalid(problem);
    if (problem) {
      focusField(formRef.current, problem.field);
      return;
    }
    loginMutation.mutate(
      { email: normaliseEmail(email), password },
      {
        onSuccess: (session) => {
          signIn(session);
          void navigate(redirectTo, { replace: true });
        },
      },
    );
  }

  const pending = loginMutation.isPending;
  return (
    // method="post": on the prerendered page a submit before the script has taken over must not put
    // the password in the address (a GET form would); the script's submit handler prevents it.
    <form ref={formRef} className="form" method="post" noValidate onSubmit={submit} aria-busy={pending}>
      {notice && !loginMutation.error ? <Message type={noticeType} message={notice} /> : null}
      {loginMutation.error ? (
        <Message
          type={messageTypeFor(loginMutation.error)}
          message={returnedErrorMessage(loginMutation.error)}
          details={retryDetails(loginMutation.error)}
          onDismiss={() => loginMutation.reset()}
        />
      ) : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (invalid?.field === 'email') setInvalid(null);
        }}
        error={invalid?.field === 'email' ? invalid.message : null}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          if (invalid?.field === 'password') setInvalid(null);
        }}
        error={invalid?.field === 'password' ? invalid.message : null}
      />
      <div className="auth-form__row-end">
        <Link to="/forgot-password">Forgot password?</Link>
      </div>
      <button type="submit" className="button button--primary button--lg button--block" disabled={pending}>
        {pending ? 'Signing In...' : 'Sign In'}
      </button>
    </form>
  );
}
