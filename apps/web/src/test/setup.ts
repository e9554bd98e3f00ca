import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { failOnUndeclaredConsole } from './console';
import { disposeTestQueryClients } from './query-client';

// First, so that its afterEach runs after the cleanup below and sees what unmounting logs: an
// undeclared console.error or console.warn fails the test (issue #15).
failOnUndeclaredConsole(['error', 'warn']);

// jsdom reports what it does not implement (and CSS it cannot parse) straight to Node's console,
// past the check above: send those reports through the test's console.error instead. (A file
// that picks another environment has no `jsdom` global.)
interface JsdomError extends Error {
  type: string;
}
interface VirtualConsole {
  removeAllListeners(event: string): void;
  on(event: string, listener: (e: JsdomError) => void): void;
}
const virtualConsole = (globalThis as { jsdom?: { virtualConsole: VirtualConsole } }).jsdom?.virtualConsole;
virtualConsole?.removeAllListeners('jsdomError');
virtualConsole?.on('jsdomError', (error) => console.error(`jsdom (${error.type}): ${error.message}`));

// What @testing-library/react sets in a beforeAll when the test framework has globals (ours has
// none): without it React never says that a state update happened outside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core machine a fetch, a parse and a
// render can take longer than that (the offline re-check test failed so once). Waiting longer
// changes no assertion; a test that never passes still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; route changes scroll to the top.
window.scrollTo = vi.fn();

afterEach(async () => {
  cleanup();
  await disposeTestQueryClients();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
