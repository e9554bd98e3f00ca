// npm run admin -- grant <email> | revoke <email>
// Grants or revokes the admin role (docs/decisions/0013-admin-role.md). With the embedded
// database, stop the server first: PGlite allows one process at a time.
import { normaliseEmail } from '@saverly/contracts';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { usersService } from '../modules/users/users.service.js';

const [command, emailArg] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !emailArg) {
  console.error('usage: npm run admin -- grant <email>\n       npm run admin -- revoke <email>');
  process.exit(2);
}

const database = await openDatabase(loadConfig().database);
try {
  await database.migrate();
  const email = normaliseEmail(emailArg);
  const user = await usersService(database.db).setRoleByEmail(
    email,
    command === 'grant' ? 'admin' : 'member',
  );
  if (!user) {
    console.error(`No account with the email ${email}.`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`${email} is now ${user.role === 'admin' ? 'an admin' : 'a member'}.\n`);
  }
} finally {
  await database.close();
}
