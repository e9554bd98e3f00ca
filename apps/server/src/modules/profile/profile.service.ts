import { normaliseEmail, SECURITY_MESSAGES, type ProfileUpdateRequest, type User } from '@saverly/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { HouseholdService } from '../household/household.service.js';
import type { StoresService } from '../stores/stores.service.js';
import { presentUser } from '../users/users.presenter.js';
import type { UserRow, UsersService } from '../users/users.service.js';
import { presentProfile, type ProfileResponse } from './profile.presenter.js';

/**
 * The caller's own account as the API sends it to its owner (the profile, and the user in a login
 * answer): the stored row, its default store and the premium verdict at the clock's now (its own,
 * or a household member's Family plan that covers it, ADR 0039).
 */
export function profileService(options: {
  users: Pick<UsersService, 'updateProfile'>;
  stores: Pick<StoresService, 'defaultStorePayload'>;
  household: Pick<HouseholdService, 'familyPlanSharedBy'>;
  clock: Clock;
}) {
  const { users, stores, household, clock } = options;
  const userOf = async (row: UserRow): Promise<User> => {
    const [store, sharedBy] = await Promise.all([
      stores.defaultStorePayload(row.id),
      household.familyPlanSharedBy(row),
    ]);
    return presentUser(row, store, clock.now(), sharedBy);
  };

  return {
    userOf,

    /** GET /api/auth/profile. */
    async get(row: UserRow): Promise<ProfileResponse> {
      return presentProfile(await userOf(row));
    },

    /**
     * PUT /api/auth/profile: names and phone. The address changes only through POST
     * /api/auth/email-change (current password, the new address confirms, the old one is told):
     * sending the same address back is fine.
     */
    async update(current: UserRow, body: ProfileUpdateRequest): Promise<ProfileResponse> {
      if (body.email !== undefined && normaliseEmail(body.email) !== current.email) {
        throw new AppError('validation', SECURITY_MESSAGES.emailChangeByProfile, {
          fields: [{ path: 'body.email', message: SECURITY_MESSAGES.emailChangeByProfile }],
        });
      }
      const phone = body.phone === undefined ? undefined : body.phone?.trim() || null;
      const updated = await users.updateProfile(current, {
        ...(body.first_name !== undefined ? { firstName: body.first_name.trim() } : {}),
        ...(body.last_name !== undefined ? { lastName: body.last_name.trim() } : {}),
        ...(phone !== undefined ? { phone } : {}),
      });
      return presentProfile(await userOf(updated));
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
