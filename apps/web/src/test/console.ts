// The web project's console check: the shared one (vitest.console.ts), console.error and console.warn.
export {
  expectConsoleError,
  expectConsoleWarning,
  failOnUndeclaredConsole,
} from '../../../../vitest.console';
