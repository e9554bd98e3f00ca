import {
  ACCOUNT_MESSAGES,
  HOUSEHOLD_INVITATION_DAYS,
  HOUSEHOLD_MESSAGES,
  isEmailShaped,
  normaliseEmail,
} from '@saverly/contracts';
import type { Household } from '@saverly/contracts';
import { Mail, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../components/form-field';
import { Message, messageTypeFor } from '../../../components/message';
import { focusField, returnedErrorMessage } from '../../../lib/form-errors';
import { useCancelInvitation, useInvite } from '../hooks/use-household';
import { isFull, ownerOf } from '../lib/person';
import { formatDate } from '../../../lib/en-us';

const formatDay = (iso: string) =>
  formatDate(new Date(iso), { month: 'long', day: true, year: true, timeZone: 'local' });

/**
 * Invite by email: the owner (on the Family plan or its trial) invites adults, who join with their
 * own account; everyone sees the pending invitations. The answer is the server's, the same whether
 * or not the address has an account.
 */
export function InvitationsSection({ household }: { household: Household }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const invite = useInvite();
  const cancel = useCancelInvitation();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const isOwner = household.your_role === 'owner';
  const owner = ownerOf(household);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = normaliseEmail(email);
    const problem = !address
      ? ACCOUNT_MESSAGES.emailRequired
      : isEmailShaped(address)
        ? null
        : ACCOUNT_MESSAGES.emailInvalid;
    setInvalid(problem);
    setSent(null);
    cancel.reset();
    if (problem) {
      focusField(formRef.current, 'email');
      return;
    }
    invite.mutate(address, {
      onSuccess: (answer) => {
        setEmail('');
        setSent(answer.message);
      },
    });
  }

  function cancelInvitation(invitationId: string) {
    setSent(null);
    invite.reset();
    cancel.mutate(invitationId);
  }

  const problem = invite.error ?? cancel.error;
  return (
    <section className="household__section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="household__subtitle">
        Invite by email
      </h3>
      {!isOwner ? (
        <p className="panel__text">
          {owner ? `${owner.display_name} owns this household and invites adults to it.` : null} A child or
          anyone without an account can be added above.
        </p>
      ) : !household.can_invite ? (
        <p className="panel__text">
          {HOUSEHOLD_MESSAGES.needsFamilyPlan}{' '}
          <Link to="/pricing" className="text-link">
            See Plans
          </Link>
        </p>
      ) : isFull(household) ? null : (
        <form
          ref={formRef}
          className="household-invite"
          noValidate
          onSubmit={submit}
          aria-busy={invite.isPending}
        >
          <TextField
            label="Their email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            value={email}
            error={invalid}
            hint={`They get a link to join, valid for ${HOUSEHOLD_INVITATION_DAYS} days. Adults join with their own account, new or existing.`}
            onChange={(event) => {
              setEmail(event.target.value);
              setInvalid(null);
            }}
          />
          <button type="submit" className="button button--primary" disabled={invite.isPending}>
            <Mail aria-hidden="true" />
            {invite.isPending ? 'Sending...' : 'Send invitation'}
          </button>
        </form>
      )}
      <div aria-live="polite" className="household__live">
        {sent ? <Message type="success" message={sent} onDismiss={() => setSent(null)} /> : null}
        {problem ? (
          <Message
            type={messageTypeFor(problem)}
            message={returnedErrorMessage(problem)}
            onDismiss={() => {
              invite.reset();
              cancel.reset();
            }}
          />
        ) : null}
      </div>
      {household.invitations.length ? (
        <>
          <p className="household__label" id={`${id}-pending`}>
            Pending invitations
          </p>
          <ul className="household-invitations" aria-labelledby={`${id}-pending`}>
            {household.invitations.map((invitation) => (
              <li key={invitation.id} className="household-invitation">
                <div>
                  <p className="household-invitation__email">{invitation.email}</p>
                  <p className="household-invitation__meta">Valid until {formatDay(invitation.expires_at)}</p>
                </div>
                {isOwner ? (
                  <button
                    type="button"
                    className="button button--ghost button--sm"
                    onClick={() => cancelInvitation(invitation.id)}
                    disabled={cancel.isPending}
                    aria-label={`Cancel the invitation to ${invitation.email}`}
                  >
                    <X aria-hidden="true" />
                    Cancel
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
