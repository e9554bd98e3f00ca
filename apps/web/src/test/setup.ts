import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { disposeTestQueryClients } from './query-client';

// jsdom does not implement scrolling; route changes scroll to the top.
window.scrollTo = vi.fn();

afterEach(async () => {
  cleanup();
  await disposeTestQueryClients();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
