import { describe, expect, it } from 'vitest';
import { bootMode, hasRouterState, type BootContext } from './boot';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const visitor = (over: Partial<BootContext> = {}): BootContext => ({
  path: '/',
  signedIn: false,
  storeChosen: false,
  routerState: false,
  standalone: false,
  width: 1280,
  userAgent: DESKTOP,
  maxTouchPoints: 0,
  ...over,
});

describe('bootMode: is the prerendered page this visitor’s page?', () => {
  it('hydrates the landing page for a signed-out desktop visitor', () => {
    expect(bootMode(visitor())).toEqual({ kind: 'hydrate' });
  });

  it('checks a stored session first on every prerendered page, so a member never sees it flash', () => {
    for (const path of ['/', '/pricing', '/login'])
      expect(bootMode(visitor({ path, signedIn: true }))).toEqual({ kind: 'client' });
  });

  it('renders on the client when a store was chosen in this browser (its deals, not the no-store page)', () => {
    for (const path of ['/sales', '/'])
      expect(bootMode(visitor({ path, storeChosen: true }))).toEqual({ kind: 'client' });
  });

  it('renders on the client when the history entry holds the app’s state (the page was made without it)', () => {
    expect(bootMode(visitor({ path: '/login', routerState: true }))).toEqual({ kind: 'client' });
  });

  it('sends phones, narrow windows and the installed app from / to /login (spec, route /)', () => {
    expect(bootMode(visitor({ width: 768 }))).toEqual({ kind: 'redirect', to: '/login' });
    expect(bootMode(visitor({ userAgent: IPHONE, width: 1280 }))).toEqual({ kind: 'redirect', to: '/login' });
    expect(bootMode(visitor({ standalone: true }))).toEqual({ kind: 'redirect', to: '/login' });
    // An iPad that presents as a Mac.
    expect(
      bootMode(visitor({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 })),
    ).toEqual({ kind: 'redirect', to: '/login' });
    expect(bootMode(visitor({ width: 769 }))).toEqual({ kind: 'hydrate' });
  });

  it('keeps other public pages for phones: only / decides by device', () => {
    expect(bootMode(visitor({ path: '/pricing', userAgent: IPHONE, width: 390 }))).toEqual({
      kind: 'hydrate',
    });
    expect(bootMode(visitor({ path: '/login', width: 390 }))).toEqual({ kind: 'hydrate' });
  });

  it('lets the client draw the installed app’s splash on a phone', () => {
    expect(bootMode(visitor({ path: '/login', standalone: true, userAgent: IPHONE, width: 390 }))).toEqual({
      kind: 'client',
    });
  });
});

describe('hasRouterState: a history entry that holds the app’s state for its page', () => {
  it('none on a page opened afresh, nor on the router’s entry without a state', () => {
    expect(hasRouterState(null)).toBe(false);
    expect(hasRouterState({ idx: 0, key: 'default', usr: null })).toBe(false);
  });

  it('a reload of the login page that says the account was created', () => {
    expect(
      hasRouterState({ idx: 2, key: 'k1', usr: { message: 'Account created successfully! Please log in.' } }),
    ).toBe(true);
  });
});
