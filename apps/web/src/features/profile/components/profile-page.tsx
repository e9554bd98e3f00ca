import type { User } from '@saverly/contracts';
import { LIMITS, PROFILE_LIMITS } from '@saverly/contracts';
import { useMutation } from '@tanstack/react-query';
import { MailCheck, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { TextField } from '../../../components/form-field';
import { Message } from '../../../components/message';
import { isApiError } from '../../../lib/api-client';
import { updateProfileOnServer } from '../api/profile';
import { Link } from 'react-router';
import { ChangeEmailCard, ChangePasswordCard, SignOutOthersCard } from './account-security';
import { formatLongDate, isPremium, sharedPremiumText } from '../lib/account';
import './account.css';

const PROFILE_MESSAGES = {
  notLoggedIn: 'Please log in to view your profile.',
  updated: 'Profile updated successfully.',
  updateFailed: 'Failed to update profile. Please try again.',
  resendFailed: 'Failed to send the verification email. Please try again.',
} as const;

/** Spec section 8: a profile message containing Failed or Error is styled as an error. */
export function isErrorMessage(text: string): boolean {
  return /Failed|Error/.test(text);
}

interface ProfileMessage {
  text: string;
  /** Errors whose server wording has neither word (e.g. 'This email address is already in use.'). */
  error?: boolean;
}

/** One message at a time; success clears after 3 s, an error after 5 s (spec section 4). */
function useProfileMessage() {
  const [message, setMessage] = useState<ProfileMessage | null>(null);
  const isError = message ? (message.error ?? isErrorMessage(message.text)) : false;
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(
      () => setMessage(null),
      isError ? LIMITS.messageFailureMs : LIMITS.messageSuccessMs,
    );
    return () => clearTimeout(timer);
  }, [message, isError]);
  return { message, isError, setMessage };
}

/** The email is not edited here: it changes through Change email (ADR 0026). */
interface FormState {
  firstName: string;
  lastName: string;
  phone: string;
}

const formFrom = (user: User): FormState => ({
  firstName: user.first_name,
  lastName: user.last_name,
  phone: user.phone ?? '',
});

interface ProfilePageProps {
  /** The signed-in member, from the route's session; null shows the log-in hint. */
  user: User | null;
  /** Replaces the session's user with the one the profile update returned. */
  onUserUpdated: (user: User) => void;
  /** Sends the verification email again (an auth call, composed by the route). */
  resendVerificationEmail: () => Promise<{ message: string }>;
  /** The Household card (issue #18), composed by the route: first, the full width of a wide page. */
  household?: ReactNode;
  /** The Store Preferences card (the store selector), composed by the route when it exists. */
  storePreferences?: ReactNode;
  /** Admin-only actions; they report through the page's message area. */
  adminTools?: (onMessage: (text: string) => void) => ReactNode;
}

export function ProfilePage({
  user,
  onUserUpdated,
  resendVerificationEmail,
  household,
  storePreferences,
  adminTools,
}: ProfilePageProps) {
  const { message, isError, setMessage } = useProfileMessage();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<FormState | null>(null);
  const update = useMutation({ mutationFn: updateProfileOnServer });
  const resend = useMutation({ mutationFn: resendVerificationEmail });
  // An error is brought into view: on a phone the message sits a screen above Save Changes, and a
  // walk-through's refused save looked like nothing happened.
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && isError) messageRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message, isError]);

  if (!user) {
    return <p className="account-empty">{PROFILE_MESSAGES.notLoggedIn}</p>;
  }

  const values = form ?? formFrom(user);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const premium = isPremium(user);
  const set = (field: keyof FormState) => (event: { target: { value: string } }) =>
    setForm({ ...values, [field]: event.target.value });

  function startEditing() {
    setForm(formFrom(user!));
    setEditing(true);
  }

  function cancel() {
    setForm(null);
    setEditing(false);
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec section 5: no client checks on the profile form; the server validates.
    update.mutate(
      {
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        phone: values.phone.trim() || null,
      },
      {
        onSuccess: (updated) => {
          onUserUpdated(updated);
          setForm(null);
          setEditing(false);
          setMessage({ text: PROFILE_MESSAGES.updated });
        },
        onError: (error) => {
          // The server's reason when it gave one.
          const reason = isApiError(error) && error.status !== 500 ? error.serverMessage : undefined;
          setMessage(reason ? { text: reason, error: true } : { text: PROFILE_MESSAGES.updateFailed });
        },
      },
    );
  }

  function resendVerification() {
    resend.mutate(undefined, {
      onSuccess: (result) => setMessage({ text: result.message }),
      onError: () => setMessage({ text: PROFILE_MESSAGES.resendFailed }),
    });
  }

  return (
    <div className="account">
      <header className="account-header">
        <div className="account-header__avatar" aria-hidden="true">
          {(user.first_name || user.email).charAt(0).toUpperCase()}
        </div>
        <div>
          <h1 className="account-header__title">{name || user.email}</h1>
          <p className="account-header__badges">
            <span className={`badge ${premium ? 'badge--solid' : 'badge--brand'}`}>
              {premium ? 'Premium Member' : 'Free Member'}
            </span>
            <span className={`badge ${user.email_verified ? 'badge--brand' : 'badge--accent'}`}>
              {user.email_verified ? 'Verified' : 'Unverified'}
            </span>
          </p>
        </div>
      </header>

      <div aria-live="polite" className="account__message" ref={messageRef}>
        {message ? (
          <Message
            type={isError ? 'error' : 'success'}
            message={message.text}
            onDismiss={() => setMessage(null)}
          />
        ) : null}
      </div>

      <div className="account-grid">
        {household}

        <section className="card panel" aria-labelledby="personal-title">
          <div className="panel__head">
            <h2 id="personal-title" className="panel__title">
              Personal Information
            </h2>
            {editing ? null : (
              <button type="button" className="button button--secondary button--sm" onClick={startEditing}>
                <Pencil aria-hidden="true" />
                Edit Profile
              </button>
            )}
          </div>
          {editing ? (
            <form className="form" noValidate onSubmit={save} aria-busy={update.isPending}>
              <div className="form-row form-row--split">
                <TextField
                  label="First Name"
                  name="firstName"
                  autoComplete="given-name"
                  maxLength={PROFILE_LIMITS.nameMax}
                  value={values.firstName}
                  onChange={set('firstName')}
                />
                <TextField
                  label="Last Name"
                  name="lastName"
                  autoComplete="family-name"
                  maxLength={PROFILE_LIMITS.nameMax}
                  value={values.lastName}
                  onChange={set('lastName')}
                />
              </div>
              <TextField
                label="Email"
                name="email"
                type="email"
                value={user.email}
                readOnly
                hint="To change your email, use Change email below."
              />
              <TextField
                label="Phone"
                name="phone"
                type="tel"
                autoComplete="tel"
                maxLength={PROFILE_LIMITS.phoneMax}
                value={values.phone}
                onChange={set('phone')}
              />
              <div className="panel__actions">
                <button type="submit" className="button button--primary" disabled={update.isPending}>
                  {update.isPending ? 'Saving...' : 'Save Changes'}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={cancel}
                  disabled={update.isPending}
                >
                  Cancel
                </button>
              </div>
            </form>
          ) : (
            <dl className="details">
              <div>
                <dt>First Name</dt>
                <dd>{user.first_name || 'Not provided'}</dd>
              </div>
              <div>
                <dt>Last Name</dt>
                <dd>{user.last_name || 'Not provided'}</dd>
              </div>
            </dl>
          )}
        </section>

        {user.email_verified ? null : (
          <section className="card panel" aria-labelledby="verify-title">
            <h2 id="verify-title" className="panel__title">
              Confirm your email
            </h2>
            <p className="panel__text">
              We sent a confirmation link to {user.email}. Open it to verify your address.
            </p>
            <div className="panel__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={resendVerification}
                disabled={resend.isPending}
              >
                <MailCheck aria-hidden="true" />
                {resend.isPending ? 'Sending...' : 'Resend verification email'}
              </button>
            </div>
          </section>
        )}

        {storePreferences}

        <section className="card panel" aria-labelledby="kitchen-title">
          <h2 id="kitchen-title" className="panel__title">
            Your Kitchen
          </h2>
          <p className="panel__text">
            Staples you keep at home stay off your shopping lists.{' '}
            <Link to="/pantry" className="text-link">
              Your pantry
            </Link>{' '}
            ·{' '}
            <Link to="/saved-plans" className="text-link">
              Saved Meal Plans
            </Link>
          </p>
        </section>

        <ChangeEmailCard user={user} />
        <ChangePasswordCard />
        <SignOutOthersCard />

        <section className="card panel" aria-labelledby="details-title">
          <h2 id="details-title" className="panel__title">
            Account Details
          </h2>
          <dl className="details">
            <div>
              <dt>Member since</dt>
              <dd>{formatLongDate(user.created_at) ?? 'Unknown'}</dd>
            </div>
            <div>
              <dt>Account ID</dt>
              <dd>{user.id}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd className="details__wrap">{user.email}</dd>
            </div>
            {user.phone ? (
              <div>
                <dt>Phone</dt>
                <dd>{user.phone}</dd>
              </div>
            ) : null}
            <div>
              <dt>Last updated</dt>
              <dd>{formatLongDate(user.updated_at) ?? 'Never'}</dd>
            </div>
            <div>
              <dt>Premium status</dt>
              <dd>{sharedPremiumText(user) ?? (premium ? 'Premium' : 'Free')}</dd>
            </div>
          </dl>
        </section>

        {adminTools?.((text) => setMessage({ text }))}
      </div>
    </div>
  );
}
