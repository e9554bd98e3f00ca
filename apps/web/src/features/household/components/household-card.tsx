import { HOUSEHOLD_MESSAGES } from '@saverly/contracts';
import type { Household, HouseholdPerson } from '@saverly/contracts';
import { LogOut, UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Message, messageTypeFor } from '../../../components/message';
import type { MessageType } from '../../../components/message';
import { LoadingBlock } from '../../../components/spinner';
import { returnedErrorMessage } from '../../../lib/form-errors';
import {
  useAddPerson,
  useHandOver,
  useHousehold,
  useLeaveHousehold,
  useRemovePerson,
  useUpdatePerson,
} from '../hooks/use-household';
import {
  EMPTY_PERSON,
  formFromPerson,
  isFull,
  ownerOf,
  placesTaken,
  toAddRequest,
  toChanges,
} from '../lib/person';
import type { PersonFormValues } from '../lib/person';
import { InvitationsSection } from './invitations-section';
import { PersonForm } from './person-form';
import { PersonItem } from './person-item';
import type { PersonConfirm } from './person-item';
import './household.css';

/** What the card has open: one form or one question at a time. */
type Mode =
  | { kind: 'add' }
  | { kind: 'edit'; personId: string }
  | { kind: PersonConfirm; personId: string }
  | { kind: 'leave' };

interface Notice {
  type: MessageType;
  text: string;
}

/** Moves focus after the next render (to a button that only exists once a form has closed). */
function useFocusAfterRender() {
  const target = useRef<string | null>(null);
  useEffect(() => {
    if (!target.current) return;
    document.getElementById(target.current)?.focus();
    target.current = null;
  });
  return (id: string) => {
    target.current = id;
  };
}

/**
 * A need added to the household reaches the plans already made: their meals that break it are
 * marked where the family reads them (ADR 0037 amendment of session 42), and the notice says so.
 */
const PLANS_CHECKED =
  ' Plans already made are checked against it: a meal that no longer fits is marked in the Meal Planner and your saved plans.';

function addsNeed(before: readonly string[], after: readonly string[] | undefined): boolean {
  return (after ?? []).some((name) => !before.includes(name));
}

/**
 * The Household card of the Profile page (issue #18, ADR 0037): the people planned for, each with
 * their age, calories per day (their own figure or the Dietary Guidelines' estimate) and dietary
 * needs; adding and editing dependants, removing people and handing over (the owner), leaving (a
 * member), and inviting adults by email. `onLeft` runs once the caller has left (their plan may
 * have changed with it: a Family plan covers its household, ADR 0039).
 */
export function HouseholdCard({ onLeft }: { onLeft?: () => void } = {}) {
  const id = useId();
  const household = useHousehold();
  return (
    <section className="card panel household" aria-labelledby={`${id}-title`} id="household">
      <div className="panel__head">
        <h2 id={`${id}-title`} className="panel__title">
          Household
        </h2>
        {household.data ? (
          <span className="badge badge--brand">
            {placesTaken(household.data)} of {household.data.max_people} places
          </span>
        ) : null}
      </div>
      {household.data ? (
        <HouseholdDetails household={household.data} onLeft={onLeft} />
      ) : household.isError ? (
        <Message
          type={messageTypeFor(household.error)}
          message={returnedErrorMessage(household.error)}
          onRetry={() => void household.refetch()}
        />
      ) : (
        <LoadingBlock size="inline" text="Loading your household..." />
      )}
    </section>
  );
}

function HouseholdDetails({ household, onLeft }: { household: Household; onLeft: (() => void) | undefined }) {
  const id = useId();
  const focusLater = useFocusAfterRender();
  const [mode, setMode] = useState<Mode | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const add = useAddPerson();
  const update = useUpdatePerson();
  const remove = useRemovePerson();
  const handOver = useHandOver();
  const leave = useLeaveHousehold();

  const peopleTitleId = `${id}-people`;
  const addButtonId = `${id}-add`;
  const leaveButtonId = `${id}-leave`;
  const rowIds = (person: HouseholdPerson) => ({
    edit: `${id}-edit-${person.id}`,
    remove: `${id}-remove-${person.id}`,
    handOver: `${id}-owner-${person.id}`,
    confirm: `${id}-confirm-${person.id}`,
  });
  const isOwner = household.your_role === 'owner';
  const full = isFull(household);
  const pending =
    add.isPending || update.isPending || remove.isPending || handOver.isPending || leave.isPending;
  const owner = ownerOf(household);

  /** Opens a form or a question; the last change's message and refusal go. */
  function open(next: Mode, focusId?: string) {
    for (const mutation of [add, update, remove, handOver, leave]) mutation.reset();
    setNotice(null);
    setMode(next);
    if (focusId) focusLater(focusId);
  }

  /** Closes what is open and gives the keyboard back to the button that opened it. */
  function close(focusId: string, message?: Notice) {
    setMode(null);
    if (message) setNotice(message);
    focusLater(focusId);
  }

  function addPerson(values: PersonFormValues) {
    const body = toAddRequest(values);
    add.mutate(body, {
      onSuccess: () =>
        close(addButtonId, {
          type: 'success',
          text: `${body.display_name} was added to your household.${
            addsNeed([], body.dietary_restrictions) ? PLANS_CHECKED : ''
          }`,
        }),
    });
  }

  function editPerson(person: HouseholdPerson, values: PersonFormValues) {
    const changes = toChanges(person, values);
    const editId = rowIds(person).edit;
    if (Object.keys(changes).length === 0) {
      close(editId);
      return;
    }
    update.mutate(
      { id: person.id, changes },
      {
        onSuccess: () =>
          close(editId, {
            type: 'success',
            text: `${changes.display_name ?? person.display_name}'s details were saved.${
              addsNeed(person.dietary_restrictions, changes.dietary_restrictions) ? PLANS_CHECKED : ''
            }`,
          }),
      },
    );
  }

  function confirm(person: HouseholdPerson, kind: PersonConfirm) {
    const done = (text: string) => close(peopleTitleId, { type: 'success', text });
    if (kind === 'remove') {
      remove.mutate(person.id, {
        onSuccess: () => done(`${person.display_name} was removed from your household.`),
      });
    } else {
      handOver.mutate(person.id, {
        onSuccess: () => done(`${person.display_name} now owns the household. You are a member.`),
      });
    }
  }

  function leaveHousehold() {
    leave.mutate(undefined, {
      onSuccess: (message) => {
        close(peopleTitleId, { type: 'success', text: message });
        onLeft?.();
      },
    });
  }

  return (
    <div className="household__body">
      <p className="panel__text">
        The people you plan and shop for, each with their own calories per day and dietary needs. Up to{' '}
        {household.max_people} people, pending invitations included.
      </p>

      <section className="household__section" aria-labelledby={peopleTitleId}>
        <h3 id={peopleTitleId} className="household__subtitle" tabIndex={-1}>
          People
        </h3>
        <ul className="household__people">
          {household.people.map((person) =>
            mode?.kind === 'edit' && mode.personId === person.id ? (
              <li key={person.id} className="household-person household-person--editing">
                <PersonForm
                  title={`Edit ${person.display_name}`}
                  initial={formFromPerson(person)}
                  submitLabel="Save changes"
                  pendingLabel="Saving..."
                  pending={update.isPending}
                  error={update.error}
                  onSubmit={(values) => editPerson(person, values)}
                  onCancel={() => close(rowIds(person).edit)}
                />
              </li>
            ) : (
              <PersonItem
                key={person.id}
                person={person}
                ids={rowIds(person)}
                canHandOver={isOwner && person.role === 'member'}
                busy={pending || mode !== null}
                confirming={
                  (mode?.kind === 'remove' || mode?.kind === 'handover') && mode.personId === person.id
                    ? mode.kind
                    : null
                }
                pending={remove.isPending || handOver.isPending}
                error={remove.error ?? handOver.error}
                onEdit={() => open({ kind: 'edit', personId: person.id })}
                onAsk={(kind) => open({ kind, personId: person.id }, rowIds(person).confirm)}
                onConfirm={() => confirm(person, mode!.kind as PersonConfirm)}
                onCancel={() =>
                  close(mode?.kind === 'handover' ? rowIds(person).handOver : rowIds(person).remove)
                }
              />
            ),
          )}
        </ul>

        <div aria-live="polite" className="household__live">
          {notice ? (
            <Message type={notice.type} message={notice.text} onDismiss={() => setNotice(null)} />
          ) : null}
        </div>

        {mode?.kind === 'add' ? (
          <div className="household-person household-person--editing">
            <PersonForm
              title="Add person"
              intro="Someone without an account of their own: a child, or a grandparent who never signs in."
              initial={EMPTY_PERSON}
              submitLabel="Add person"
              pendingLabel="Adding..."
              pending={add.isPending}
              error={add.error}
              onSubmit={addPerson}
              onCancel={() => close(addButtonId)}
            />
          </div>
        ) : full ? (
          <p className="panel__text">{HOUSEHOLD_MESSAGES.full}</p>
        ) : (
          <div className="panel__actions">
            <button
              id={addButtonId}
              type="button"
              className="button button--secondary"
              onClick={() => open({ kind: 'add' })}
              disabled={pending || mode !== null}
            >
              <UserPlus aria-hidden="true" />
              Add person
            </button>
          </div>
        )}
      </section>

      <InvitationsSection household={household} />

      {isOwner ? (
        household.people.some((person) => person.role === 'member') ? (
          <p className="panel__text">
            To leave, make another member the owner first. A household of your own stays yours.
          </p>
        ) : null
      ) : (
        <div className="household__section">
          {mode?.kind === 'leave' ? (
            <div className="household-confirm" role="group" aria-labelledby={`${id}-leave-question`}>
              <p id={`${id}-leave-question`}>
                Leave {owner ? `${owner.display_name}'s` : 'this'} household? You get a household of your own
                with your details; this household&apos;s plans and lists stay with it.
              </p>
              {leave.error ? (
                <Message type={messageTypeFor(leave.error)} message={returnedErrorMessage(leave.error)} />
              ) : null}
              <div className="panel__actions">
                <button
                  id={`${id}-leave-confirm`}
                  type="button"
                  className="button button--sm button--danger"
                  onClick={leaveHousehold}
                  disabled={leave.isPending}
                >
                  {leave.isPending ? 'Leaving...' : 'Yes, leave'}
                </button>
                <button
                  type="button"
                  className="button button--ghost button--sm"
                  onClick={() => close(leaveButtonId)}
                  disabled={leave.isPending}
                >
                  Cancel
                </button>
              </div>
            </div>
          ) : (
            <div className="panel__actions">
              <button
                id={leaveButtonId}
                type="button"
                className="button button--ghost"
                onClick={() => open({ kind: 'leave' }, `${id}-leave-confirm`)}
                disabled={pending || mode !== null}
              >
                <LogOut aria-hidden="true" />
                Leave household
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
