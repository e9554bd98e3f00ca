import { HOUSEHOLD_MESSAGES } from '@saverly/contracts';
import { CircleAlert, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Message, messageTypeFor } from '../../../components/message';
import { LoadingBlock } from '../../../components/spinner';
import { returnedErrorMessage } from '../../../lib/form-errors';
import { useAcceptInvitation } from '../hooks/use-household';
import { describeCalories, ownerOf } from '../lib/person';
import './household.css';

/**
 * /household/join?token=…, the link of the invitation mail: the signed-in member is asked first
 * (opening a link never joins anyone), joins once, then sees whose household it is and who is in
 * it, or the server's reason. `onJoined` runs once joined (a Family plan covers its household, so
 * the member's own plan may read differently now, ADR 0039).
 */
export function AcceptInvitationPage({ token, onJoined }: { token: string | null; onJoined?: () => void }) {
  const accept = useAcceptInvitation();

  if (token && accept.isPending) return <LoadingBlock text="Joining the household..." />;

  if (token && accept.isIdle) {
    return (
      <div className="status-card card household-join">
        <div className="status-card__icon" aria-hidden="true">
          <Users />
        </div>
        <h1>Join this household?</h1>
        <p>
          You have been invited to join a household on Saverly: its people, with their ages, calories and
          dietary needs, in one place. You can leave it again from your profile at any time.
        </p>
        <div className="status-card__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => accept.mutate(token, { onSuccess: () => onJoined?.() })}
          >
            Join household
          </button>
          <Link to="/profile#household" className="button button--secondary">
            Not now
          </Link>
        </div>
      </div>
    );
  }

  if (accept.isSuccess) {
    const household = accept.data;
    const owner = ownerOf(household);
    return (
      <div className="status-card card household-join">
        <div className="status-card__icon" aria-hidden="true">
          <Users />
        </div>
        <h1>{owner ? `You joined ${owner.display_name}'s household` : 'You joined the household'}</h1>
        <p>Everyone in it, with their calories per day:</p>
        <ul className="household-joined" aria-label="People in the household">
          {household.people.map((person) => (
            <li key={person.id}>
              <strong>
                {person.display_name}
                {person.is_you ? ' (you)' : ''}
              </strong>{' '}
              · {describeCalories(person)}
            </li>
          ))}
        </ul>
        <div className="status-card__actions">
          <Link to="/profile#household" className="button button--primary">
            See your household
          </Link>
          <Link to="/meal-planner" className="button button--secondary">
            Plan meals
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="status-card card household-join">
      <div className="status-card__icon" aria-hidden="true">
        <CircleAlert />
      </div>
      <h1>Could not join the household</h1>
      <Message
        type={token ? messageTypeFor(accept.error) : 'validation'}
        message={token ? returnedErrorMessage(accept.error) : HOUSEHOLD_MESSAGES.invitationInvalid}
      />
      <div className="status-card__actions">
        <Link to="/profile#household" className="button button--primary">
          Go to your household
        </Link>
      </div>
    </div>
  );
}
