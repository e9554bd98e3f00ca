import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../db/client.js';
import { usersRepository, type NewUser, type UserRow } from './users.repository.js';

export type { UserRow };

/** What other modules may do with users; they never touch the repository. */
export function usersService(db: Db) {
  const repo = usersRepository(db);
  return {
    findById: repo.findById,
    findByEmail: repo.findByEmail,
    create: (user: NewUser) => repo.insert(user),
    setPassword: repo.setPassword,
    bumpCredentialVersion: repo.bumpCredentialVersion,
    setVerifiedEmail: repo.setVerifiedEmail,
    markEmailVerified: (id: number) => repo.update(id, { emailVerified: true }),
    setRoleByEmail: repo.setRoleByEmail,
    grantAdminIfVerified: repo.grantAdminIfVerified,

    /**
     * Applies a profile edit: names and phone. The email changes only through the confirmed
     * email-change flow (auth service), never here.
     */
    async updateProfile(
      current: UserRow,
      changes: { firstName?: string; lastName?: string; phone?: string | null },
    ): Promise<UserRow> {
      const updated = await repo.update(current.id, changes);
      if (!updated) throw new AppError('not_found', 'Resource not found');
      return updated;
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
