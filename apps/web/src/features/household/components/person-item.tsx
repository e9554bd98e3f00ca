import type { HouseholdPerson } from '@saverly/contracts';
import { HOUSEHOLD_ROLE_LABELS } from '@saverly/contracts';
import { Crown, Pencil, UserMinus } from 'lucide-react';
import { Message, messageTypeFor } from '../../../components/message';
import { returnedErrorMessage } from '../../../lib/form-errors';
import { describeAge, describeCalories, lowCaloriesNote } from '../lib/person';

/** What the row is showing besides the person: its remove or hand-over question. */
export type PersonConfirm = 'remove' | 'handover';

interface PersonItemProps {
  person: HouseholdPerson;
  /** Ids of the row's buttons, so the card can give focus back to them. */
  ids: { edit: string; remove: string; handOver: string; confirm: string };
  /** The caller owns the household and this person is a member: they may be made the owner. */
  canHandOver: boolean;
  /** Another row is being edited or a change is in flight: this row's buttons wait. */
  busy: boolean;
  confirming: PersonConfirm | null;
  /** The confirmed change is in flight. */
  pending: boolean;
  /** Its refusal, shown in the question. */
  error: unknown;
  onEdit: () => void;
  onAsk: (confirm: PersonConfirm) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** One person of the household: who they are, their calories and dietary needs, and what the caller may do. */
export function PersonItem({
  person,
  ids,
  canHandOver,
  busy,
  confirming,
  pending,
  error,
  onEdit,
  onAsk,
  onConfirm,
  onCancel,
}: PersonItemProps) {
  const name = person.display_name;
  const headingId = `${ids.confirm}-name`;
  const question =
    confirming === 'remove'
      ? person.role === 'dependant'
        ? `Remove ${name} from your household?`
        : `Remove ${name}? They leave your household at once and keep their own details in a household of their own.`
      : `Make ${name} the owner? You stay a member; only the owner invites adults, removes people and hands the household over.`;

  return (
    <li className="household-person" aria-labelledby={headingId}>
      <div className="household-person__head">
        <h4 id={headingId} className="household-person__name">
          {name}
          {person.is_you ? (
            <>
              {' '}
              <span className="household-person__you">(you)</span>
            </>
          ) : null}
        </h4>
        <span className={`badge ${person.role === 'dependant' ? 'badge--accent' : 'badge--brand'}`}>
          {/* An adult added without an account is no one's dependant (a walk-through's partner
              read "Dependant"): they are said to have no account. */}
          {person.role === 'dependant' && (person.age_band === 'adult' || person.age_band === 'older_adult')
            ? 'No account'
            : HOUSEHOLD_ROLE_LABELS[person.role]}
        </span>
      </div>
      <dl className="household-person__details">
        <div>
          <dt>Age</dt>
          <dd>{describeAge(person)}</dd>
        </div>
        <div>
          <dt>Calories</dt>
          <dd>
            {describeCalories(person)}
            {lowCaloriesNote(person) ? (
              <span className="household-person__note"> {lowCaloriesNote(person)}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Dietary needs</dt>
          <dd>{person.dietary_restrictions.length ? person.dietary_restrictions.join(', ') : 'None'}</dd>
        </div>
      </dl>
      {confirming ? (
        <div className="household-confirm" role="group" aria-labelledby={`${ids.confirm}-question`}>
          <p id={`${ids.confirm}-question`}>{question}</p>
          {error ? <Message type={messageTypeFor(error)} message={returnedErrorMessage(error)} /> : null}
          <div className="panel__actions">
            <button
              id={ids.confirm}
              type="button"
              className={`button button--sm ${confirming === 'remove' ? 'button--danger' : 'button--primary'}`}
              onClick={onConfirm}
              disabled={pending}
            >
              {confirming === 'remove'
                ? pending
                  ? 'Removing...'
                  : 'Yes, remove'
                : pending
                  ? 'Handing over...'
                  : 'Yes, make owner'}
            </button>
            <button
              type="button"
              className="button button--ghost button--sm"
              onClick={onCancel}
              disabled={pending}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : person.can_edit || person.can_remove || canHandOver ? (
        <div className="household-person__actions">
          {person.can_edit ? (
            <button
              id={ids.edit}
              type="button"
              className="button button--secondary button--sm"
              onClick={onEdit}
              disabled={busy}
              aria-label={`Edit ${name}`}
            >
              <Pencil aria-hidden="true" />
              Edit
            </button>
          ) : null}
          {canHandOver ? (
            <button
              id={ids.handOver}
              type="button"
              className="button button--ghost button--sm"
              onClick={() => onAsk('handover')}
              disabled={busy}
              aria-label={`Make ${name} the owner`}
            >
              <Crown aria-hidden="true" />
              Make owner
            </button>
          ) : null}
          {person.can_remove ? (
            <button
              id={ids.remove}
              type="button"
              className="button button--ghost button--sm"
              onClick={() => onAsk('remove')}
              disabled={busy}
              aria-label={`Remove ${name}`}
            >
              <UserMinus aria-hidden="true" />
              Remove
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
