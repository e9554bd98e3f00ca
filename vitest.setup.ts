import { failOnUndeclaredConsole } from './vitest.console.js';

/**
 * The setup file of the packages project (root vitest.config.ts): a test fails when it writes to
 * console.error and did not say it would (issue #15, ADR 0009). Domain packages are pure: nothing
 * of theirs should ever write to the console; a test that means to declares it with
 * expectConsoleError, imported from this file.
 */
export { expectConsoleError } from './vitest.console.js';

failOnUndeclaredConsole(['error']);
