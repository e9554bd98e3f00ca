import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecipeSite, type RecipeSite } from '../../../test/recipe-site.js';
import { fetchRecipePage, ImportRefusal, isPublicAddress } from './fetch-page.js';

let site: RecipeSite;
beforeAll(async () => {
  site = await startRecipeSite();
});
afterAll(async () => {
  await site.close();
});

/** The link itself may reach the loopback fixture site; every redirect is held to the real rule. */
const onlyTheLink = {
  allowLoopback: false,
  allowAddress: (address: string, hop: number) =>
    hop === 0 ? address === '127.0.0.1' : isPublicAddress(address),
};

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error: unknown) => (error instanceof ImportRefusal ? error.reason : String(error)),
  );

describe('a redirect back into the server’s own network (issue #19)', () => {
  it('the link itself reaches the site under this rule (the rule is not what refuses below)', async () => {
    const page = await fetchRecipePage(`${site.origin}/toast`, onlyTheLink);
    expect(page.html).toContain('Buttered Toast');
  });

  it('is refused when it names 127.0.0.1, and nothing is fetched there', async () => {
    const before = site.hits.get('/toast') ?? 0;
    expect(await reasonOf(fetchRecipePage(`${site.origin}/redirect/loopback`, onlyTheLink))).toBe(
      'private_address',
    );
    expect(site.hits.get('/toast') ?? 0).toBe(before);
  });

  it('is refused when it names a host that resolves to loopback (checked at connect time, after DNS)', async () => {
    const before = site.hits.get('/toast') ?? 0;
    // The site's port allowed, so the refusal below can only come from the address.
    const port = Number(new URL(site.origin).port);
    const options = { ...onlyTheLink, limits: { ports: [80, 443, port] } };
    expect(await reasonOf(fetchRecipePage(`${site.origin}/redirect/localhost`, options))).toBe(
      'private_address',
    );
    expect(site.hits.get('/toast') ?? 0).toBe(before);
  });
});
