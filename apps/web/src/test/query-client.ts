import { createQueryClient } from '../lib/query-client';

const live: ReturnType<typeof createQueryClient>[] = [];

/**
 * The app's query client for a test. Its retries (network errors are retried with a delay) must
 * not outlive the test and reach the next test's stubbed fetch: setup.ts cancels and clears every
 * client made here after each test.
 */
export function testQueryClient() {
  const client = createQueryClient();
  live.push(client);
  return client;
}

export async function disposeTestQueryClients() {
  for (const client of live.splice(0)) {
    await client.cancelQueries();
    client.clear();
  }
}
