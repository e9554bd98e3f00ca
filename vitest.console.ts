import { afterAll, onTestFinished } from 'vitest';
import failOnConsole from 'vitest-fail-on-console';

/**
 * The one console check of every Vitest project (issue #15, ADR 0009): a test fails when it writes
 * to console.error (and, where the project asks, console.warn) and did not say it would. A test
 * that logs on purpose declares it with expectConsoleError / expectConsoleWarning, which each
 * project re-exports from its own helper: vitest.setup.ts (packages), apps/server/test/console.ts,
 * apps/web/src/test/console.ts. React reports missing keys, updates outside act() and bad props
 * through console.error; the server logs through pino, so a console.error there is a library
 * complaining or a code path that bypasses the logger.
 */
type Method = 'error' | 'warn';
interface Expectation {
  method: Method;
  pattern: string | RegExp;
  logged: string[];
}

/**
 * The options of vitest-fail-on-console used here. Its bundled types import './src/index' without
 * an extension, which NodeNext resolution cannot follow (the import would be untyped).
 */
type FailOnConsole = (options: {
  shouldFailOnError: boolean;
  shouldFailOnWarn: boolean;
  silenceMessage: (message: string, method: string) => boolean;
  errorMessage: (method: string) => string;
}) => void;

const expectations: Expectation[] = [];
const OWN_CONSOLE = Symbol.for('saverly.console.own');

const matches = (message: string, pattern: string | RegExp) =>
  typeof pattern === 'string' ? message.includes(pattern) : message.search(pattern) !== -1;

/**
 * Declares that the running test writes a console.error matching `pattern` (a substring or a
 * regular expression), and asserts that it does: matching messages are swallowed, the test fails
 * when none was written, and any other console.error or console.warn still fails it. Returns the
 * matching messages, for closer assertions. Call it inside the test, before the code that logs.
 */
export function expectConsoleError(pattern: string | RegExp): readonly string[] {
  return expectConsole('error', pattern);
}

/** Like expectConsoleError, for console.warn. */
export function expectConsoleWarning(pattern: string | RegExp): readonly string[] {
  return expectConsole('warn', pattern);
}

function expectConsole(method: Method, pattern: string | RegExp): readonly string[] {
  const expectation: Expectation = { method, pattern, logged: [] };
  expectations.push(expectation);
  onTestFinished(({ task }) => {
    expectations.splice(expectations.indexOf(expectation), 1);
    if (task.result?.state !== 'fail' && expectation.logged.length === 0)
      throw new Error(
        `The test declared a console.${method} matching ${String(pattern)}, but none was written.`,
      );
  });
  return expectation.logged;
}

/**
 * Installs the check; the project's setup file calls it before registering any other hook, so
 * its afterEach runs last and also sees what other afterEach hooks (cleanups) log. Between tests
 * (beforeAll, afterAll, module scope) a written message fails the file in afterAll.
 */
export function failOnUndeclaredConsole(methods: readonly Method[]): void {
  const outsideTests: string[] = [];
  const recordOutsideTests = (method: Method, write: (...args: unknown[]) => void) => {
    return (...args: unknown[]) => {
      outsideTests.push(`console.${method}: ${args.map(String).join(' ')}`);
      write(...args);
    };
  };
  // Each test file wraps the console's own methods, not the wrapper of the file before: with
  // `isolate: false` (the server projects) one process runs many files and this runs for each.
  const own = ((globalThis as { [OWN_CONSOLE]?: Record<Method, (...args: unknown[]) => void> })[
    OWN_CONSOLE
  ] ??= { error: console.error.bind(console), warn: console.warn.bind(console) });
  if (methods.includes('error')) console.error = recordOutsideTests('error', own.error);
  if (methods.includes('warn')) console.warn = recordOutsideTests('warn', own.warn);
  afterAll(() => {
    if (outsideTests.length)
      throw new Error(
        `Written outside any test (a beforeAll, afterAll or module scope):\n${outsideTests.join('\n')}`,
      );
  });
  (failOnConsole as FailOnConsole)({
    shouldFailOnError: methods.includes('error'),
    shouldFailOnWarn: methods.includes('warn'),
    silenceMessage: (message, method) => {
      const expected = expectations.find((e) => e.method === method && matches(message, e.pattern));
      expected?.logged.push(message);
      return expected !== undefined;
    },
    errorMessage: (method) =>
      `Expected the test not to write to console.${method}(). If writing it is the behaviour under test, ` +
      `declare it in the test with expect${method === 'error' ? 'ConsoleError' : 'ConsoleWarning'}(pattern) from the project's test helper; otherwise fix the cause.`,
  });
}
