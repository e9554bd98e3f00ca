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
    markEmailVerified: (id: number) => repo.update(id, { emailVerified: true }),
    setRoleByEmail: repo.setRoleByEmail,

    /**
     * Applies a profile edit. Only names, email and phone can change; a new email must be free
     * and becomes unverified until its owner confirms it.
     */
    async updateProfile(
      current: UserRow,
      changes: { firstName?: string; lastName?: string; email?: string; phone?: string | null },
    ): Promise<{ user: UserRow; emailChanged: boolean }> {
      const emailChanged = changes.email !== undefined && changes.email !== current.email;
      if (emailChanged) {
        const owner = await repo.findByEmail(changes.email!);
        if (owner && owner.id !== current.id)
          throw new AppError('conflict', 'This email address is already in use.');
      }
      const updated = await repo.update(current.id, {
        ...changes,
        ...(emailChanged ? { emailVerified: false } : {}),
      });
      if (!updated) throw new AppError('not_found', 'Resource not found');
      return { user: updated, emailChanged };
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
