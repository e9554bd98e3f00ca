// The inline script in the <head> of every prerendered page (scripts/prerender.mjs bundles this
// file on its own and inlines it; the server allows it by its hash).
import { boot } from './boot';

boot();
