// The server projects' console check: the shared one (vitest.console.ts), console.error.
export { expectConsoleError, failOnUndeclaredConsole } from '../../../vitest.console.js';
