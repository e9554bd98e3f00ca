// The inline script in the <head> of the signed-in shells (/app, /dashboard), before the stylesheets:
// scripts/prerender.mjs bundles this file on its own and inlines it; the server allows it by its
// hash. After the runtime config block, which the server writes first in the <head>.
import { startEarlyProfile } from '../features/auth/lib/early-profile';

startEarlyProfile();
