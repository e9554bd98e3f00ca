import {
  HOUSEHOLD_INVITATION_DAYS,
  HOUSEHOLD_MAX_PEOPLE,
  HOUSEHOLD_MESSAGES,
  type AddDependantRequest,
  type Household,
  type HouseholdResponse,
  type InvitationResponse,
  type UpdatePersonRequest,
} from '@saverly/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newOpaqueToken } from '../auth/tokens.js';
import type { Mailer } from '../mail/mail.service.js';
import { householdInvitationMail } from '../mail/templates.js';
import { premiumOf } from '../users/premium.js';
import type { UserRow } from '../users/users.service.js';
import { presentHousehold, presentInvitation } from './household.presenter.js';
import {
  householdRepository,
  type HouseholdRepository,
  type PersonChanges,
  type PersonRow,
} from './household.repository.js';
import { mayEdit, mayRemove } from './household.rules.js';

const INVITATION_TTL_MS = HOUSEHOLD_INVITATION_DAYS * 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = (message: string = HOUSEHOLD_MESSAGES.notFound) => new AppError('not_found', message);
const full = () => new AppError('conflict', HOUSEHOLD_MESSAGES.full);
/** The caller's household changed under the request (removed, or joined elsewhere, meanwhile). */
const changedMeanwhile = () =>
  new AppError('conflict', 'Your household changed while this was being done. Please try again.');

export interface HouseholdServiceDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * Households (docs/decisions/0037-households.md): one per member, created on first use with the
 * member as owner; at most 6 people, pending invitations included. Every change runs in one
 * transaction holding the household's row, so two requests never both take the last place.
 */
export function householdService(deps: HouseholdServiceDeps) {
  const { db, clock, mailer, log } = deps;
  const repo = householdRepository(db);

  /** The Family plan or its trial (the one premium rule, users/premium.ts). */
  const hasFamilyPlan = (user: Parameters<typeof premiumOf>[0], now: Date) => {
    const premium = premiumOf(user, now);
    return premium.isPremium && premium.plan === 'family';
  };

  /** The caller's person row, creating their household (with them as owner) on first use. */
  async function ensurePerson(user: UserRow): Promise<PersonRow> {
    const existing = await repo.personOfUser(user.id);
    if (existing) return existing;
    return db.transaction(async (tx) => {
      const r = householdRepository(tx);
      await r.lockUser(user.id);
      const again = await r.personOfUser(user.id);
      if (again) return again;
      return newHouseholdFor(r, user, clock.now());
    });
  }

  /** A household of the user's own with them as owner (an adult until they say otherwise). */
  async function newHouseholdFor(r: HouseholdRepository, user: UserRow, now: Date) {
    const household = await r.insertHousehold(now);
    return r.insertPerson({
      householdId: household.id,
      userId: user.id,
      role: 'owner',
      displayName: user.firstName.trim() || 'Me',
      ageBand: 'adult',
      createdAt: now,
      updatedAt: now,
    });
  }

  async function householdOf(r: HouseholdRepository, me: PersonRow, user: UserRow): Promise<Household> {
    const now = clock.now();
    return presentHousehold({
      householdId: me.householdId,
      me,
      people: await r.people(me.householdId),
      invitations: await r.pendingInvitations(me.householdId, now),
      canInvite: me.role === 'owner' && hasFamilyPlan(user, now),
    });
  }

  /**
   * Out of their household into a new one of their own, as its owner, with their details. The
   * household's plans, lists, pantry and recipes stay with it (ADR 0039): the leaver starts afresh.
   */
  async function moveToOwnHousehold(r: HouseholdRepository, person: PersonRow, now: Date) {
    const own = await r.insertHousehold(now);
    await r.movePerson(person.householdId, person.id, { householdId: own.id, role: 'owner', now });
  }

  const answer = (household: Household): HouseholdResponse => ({ success: true, household });

  /**
   * Runs `change` in one transaction holding the caller's household row, with the caller's person
   * row as read under that lock; answers the household as it then is.
   */
  async function changeHousehold(
    user: UserRow,
    change: (r: HouseholdRepository, me: PersonRow, now: Date) => Promise<void>,
  ): Promise<HouseholdResponse> {
    const before = await ensurePerson(user);
    return db.transaction(async (tx) => {
      const r = householdRepository(tx);
      await r.lockHouseholds([before.householdId]);
      const me = await r.personOfUser(user.id);
      if (!me || me.householdId !== before.householdId) throw changedMeanwhile();
      await change(r, me, clock.now());
      const after = await r.personOfUser(user.id);
      return answer(await householdOf(r, after!, user));
    });
  }

  /** One of the household's people by id; any other id (another household's, a user id) is 404. */
  async function personIn(r: HouseholdRepository, me: PersonRow, personId: string, message?: string) {
    const person = UUID.test(personId) ? await r.person(me.householdId, personId) : undefined;
    if (!person) throw notFound(message);
    return person;
  }

  const changesOf = (body: UpdatePersonRequest | AddDependantRequest): PersonChanges => ({
    ...(body.display_name !== undefined ? { displayName: body.display_name } : {}),
    ...(body.age_band !== undefined ? { ageBand: body.age_band } : {}),
    ...(body.sex !== undefined ? { sex: body.sex } : {}),
    ...(body.activity_level !== undefined ? { activityLevel: body.activity_level } : {}),
    ...(body.calories_per_day !== undefined ? { caloriesPerDay: body.calories_per_day } : {}),
    ...(body.dietary_restrictions !== undefined ? { dietaryRestrictions: body.dietary_restrictions } : {}),
  });

  const link = (token: string) => `${deps.publicUrl}/household/join?token=${encodeURIComponent(token)}`;

  return {
    /** The caller's household's id, created on first use (what household data is scoped to). */
    async householdIdOf(user: UserRow): Promise<string> {
      return (await ensurePerson(user)).householdId;
    },

    /**
     * What the caller's household shares with them (ADR 0039): its id, its members' account ids
     * (the monthly plans are counted over them) and whether a Family plan (paid or its trial) of
     * any of them covers the household.
     */
    async sharing(user: UserRow) {
      const { householdId } = await ensurePerson(user);
      const accounts = await repo.accounts(householdId);
      const now = clock.now();
      return {
        householdId,
        accountIds: accounts.map((a) => a.id),
        familyPlan: accounts.some((a) => hasFamilyPlan(a, now)),
      };
    },

    /**
     * Whose Family plan (or its trial) covers the caller when their own account is not premium
     * (ADR 0039): that person's name in the household, else null. Reads only: an account that has
     * no household yet is covered by nobody.
     */
    async familyPlanSharedBy(user: UserRow): Promise<string | null> {
      const now = clock.now();
      if (premiumOf(user, now).isPremium) return null;
      const me = await repo.personOfUser(user.id);
      if (!me) return null;
      const accounts = await repo.accounts(me.householdId);
      return accounts.find((a) => a.id !== user.id && hasFamilyPlan(a, now))?.displayName ?? null;
    },

    /** GET /api/household: the caller's household, created on first use. */
    async get(user: UserRow): Promise<HouseholdResponse> {
      return answer(await householdOf(repo, await ensurePerson(user), user));
    },

    /** Adds a dependant: the owner and every member may, on any plan. */
    addDependant(user: UserRow, body: AddDependantRequest) {
      return changeHousehold(user, async (r, me, now) => {
        if ((await r.occupied(me.householdId, now)) >= HOUSEHOLD_MAX_PEOPLE) throw full();
        await r.insertPerson({
          displayName: body.display_name,
          ageBand: body.age_band,
          ...changesOf(body),
          householdId: me.householdId,
          role: 'dependant',
          createdAt: now,
          updatedAt: now,
        });
      });
    },

    /** Edits a person: a member themselves, or any dependant. */
    updatePerson(user: UserRow, personId: string, body: UpdatePersonRequest) {
      return changeHousehold(user, async (r, me, now) => {
        const person = await personIn(r, me, personId);
        if (!mayEdit(me, person)) throw new AppError('forbidden', HOUSEHOLD_MESSAGES.editOwnOnly);
        await r.updatePerson(me.householdId, person.id, { ...changesOf(body), updatedAt: now });
      });
    },

    /**
     * The owner removes a person. A removed member is out at once: they get a household of their
     * own (keeping their details), so their next request reads that one, never this.
     */
    removePerson(user: UserRow, personId: string) {
      return changeHousehold(user, async (r, me, now) => {
        const person = await personIn(r, me, personId);
        if (person.id === me.id) throw new AppError('conflict', HOUSEHOLD_MESSAGES.removeYourself);
        if (!mayRemove(me, person)) throw new AppError('forbidden', HOUSEHOLD_MESSAGES.ownerOnly);
        if (person.role === 'dependant') await r.deletePerson(me.householdId, person.id);
        else await moveToOwnHousehold(r, person, now);
      });
    },

    /**
     * A member leaves at once, into a household of their own (keeping their details). The owner
     * cannot leave: they hand over first; an owner alone (or with dependants only) keeps theirs.
     */
    async leave(user: UserRow) {
      await changeHousehold(user, async (r, me, now) => {
        if (me.role === 'owner') throw new AppError('conflict', HOUSEHOLD_MESSAGES.ownerCannotLeave);
        await moveToOwnHousehold(r, me, now);
      });
      return { success: true as const, message: HOUSEHOLD_MESSAGES.left };
    },

    /** The owner hands the household over to a member (a person with an account); they stay a member. */
    handOver(user: UserRow, personId: string) {
      return changeHousehold(user, async (r, me, now) => {
        if (me.role !== 'owner') throw new AppError('forbidden', HOUSEHOLD_MESSAGES.ownerOnly);
        const person = await personIn(r, me, personId, HOUSEHOLD_MESSAGES.notMember);
        if (person.id === me.id) throw new AppError('conflict', HOUSEHOLD_MESSAGES.handOverToYourself);
        if (person.role === 'dependant') throw notFound(HOUSEHOLD_MESSAGES.notMember);
        // One owner per household (a unique index): the old one steps down first.
        await r.setRole(me.householdId, me.id, 'member', now);
        await r.setRole(me.householdId, person.id, 'owner', now);
      });
    },

    /**
     * The owner invites an adult by email (Family plan or its trial). The answer is the same
     * whether or not the address has an account; the mail goes out after it. Inviting an address
     * again replaces its pending invitation (a new link, 7 days from now).
     */
    async invite(user: UserRow, email: string): Promise<InvitationResponse> {
      const token = newOpaqueToken();
      let invitation: Awaited<ReturnType<HouseholdRepository['insertInvitation']>> | undefined;
      await changeHousehold(user, async (r, me, now) => {
        if (me.role !== 'owner') throw new AppError('forbidden', HOUSEHOLD_MESSAGES.ownerOnly);
        if (!hasFamilyPlan(user, now)) throw new AppError('forbidden', HOUSEHOLD_MESSAGES.needsFamilyPlan);
        if (email === user.email) throw new AppError('conflict', HOUSEHOLD_MESSAGES.inviteYourself);
        await r.cancelInvitationsTo(me.householdId, email, now);
        if ((await r.occupied(me.householdId, now)) >= HOUSEHOLD_MAX_PEOPLE) throw full();
        invitation = await r.insertInvitation({
          householdId: me.householdId,
          email,
          tokenHash: hashToken(token),
          invitedBy: user.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        });
      });
      // Mail never decides the answer (timing, enumeration): it is sent after the response.
      setImmediate(() => {
        mailer
          .send(householdInvitationMail(email, user.firstName, link(token)))
          .catch((err: unknown) => log.error({ err }, 'sending the household invitation failed'));
      });
      return {
        success: true,
        message: `Invitation sent to ${email}. The link is valid for ${HOUSEHOLD_INVITATION_DAYS} days.`,
        invitation: presentInvitation(invitation!),
      };
    },

    /** The owner cancels a pending invitation (its place is free again). */
    cancelInvitation(user: UserRow, invitationId: string) {
      return changeHousehold(user, async (r, me, now) => {
        if (me.role !== 'owner') throw new AppError('forbidden', HOUSEHOLD_MESSAGES.ownerOnly);
        const cancelled =
          UUID.test(invitationId) && (await r.cancelInvitation(me.householdId, invitationId, now));
        if (!cancelled) throw notFound(HOUSEHOLD_MESSAGES.invitationNotFound);
      });
    },

    /**
     * The signed-in caller joins the household of the invitation sent to their address. A
     * household of their own with nobody else in it is left behind (deleted; they keep their
     * details); one with other people must be left (or handed over, or emptied) first.
     */
    async accept(user: UserRow, token: string): Promise<HouseholdResponse> {
      const invitation = await repo.invitationByTokenHash(hashToken(token));
      const checkUsable = (now: Date) => {
        if (!invitation) throw new AppError('validation', HOUSEHOLD_MESSAGES.invitationInvalid);
        if (invitation.acceptedAt) throw new AppError('conflict', HOUSEHOLD_MESSAGES.invitationUsed);
        if (invitation.cancelledAt) throw new AppError('conflict', HOUSEHOLD_MESSAGES.invitationCancelled);
        if (invitation.expiresAt.getTime() <= now.getTime())
          throw new AppError('conflict', HOUSEHOLD_MESSAGES.invitationExpired);
        if (invitation.email !== user.email)
          throw new AppError('forbidden', HOUSEHOLD_MESSAGES.invitationWrongAccount);
        return invitation;
      };
      const target = checkUsable(clock.now());
      const before = await repo.personOfUser(user.id);
      if (before?.householdId === target.householdId)
        throw new AppError('conflict', HOUSEHOLD_MESSAGES.alreadyInHousehold);

      return db.transaction(async (tx) => {
        const r = householdRepository(tx);
        const now = clock.now();
        await r.lockHouseholds(before ? [before.householdId, target.householdId] : [target.householdId]);
        const me = await r.personOfUser(user.id);
        if (me?.householdId !== before?.householdId) throw changedMeanwhile();
        if (me && (await r.people(me.householdId)).length > 1)
          throw new AppError('conflict', HOUSEHOLD_MESSAGES.leaveFirst);
        // Single use even under concurrent accepts: only one caller gets the row back.
        const consumed = await r.consumeInvitation(target.id, user.id, now);
        if (!consumed) {
          const again = await r.invitationByTokenHash(target.tokenHash);
          throw new AppError(
            'conflict',
            again?.acceptedAt ? HOUSEHOLD_MESSAGES.invitationUsed : HOUSEHOLD_MESSAGES.invitationExpired,
          );
        }
        // The invitation held a place until now; a seventh person is still refused (a race, or
        // people added around it).
        if ((await r.occupied(target.householdId, now)) >= HOUSEHOLD_MAX_PEOPLE) throw full();
        if (me) {
          await r.movePerson(me.householdId, me.id, { householdId: target.householdId, role: 'member', now });
          // What they saved, cooked and stocked comes with them (ADR 0039): nothing is lost.
          await r.moveSharedData(me.householdId, target.householdId);
          await r.deleteHousehold(me.householdId);
        } else {
          await r.insertPerson({
            householdId: target.householdId,
            userId: user.id,
            role: 'member',
            displayName: user.firstName.trim() || 'Me',
            ageBand: 'adult',
            createdAt: now,
            updatedAt: now,
          });
        }
        const joined = await r.personOfUser(user.id);
        return answer(await householdOf(r, joined!, user));
      });
    },
  };
}

export type HouseholdService = ReturnType<typeof householdService>;
