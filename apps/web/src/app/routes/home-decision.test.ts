import { describe, expect, it } from 'vitest';
import { decideHome } from './home-decision';
import type { HomeContext } from './home-decision';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPAD_AS_MAC_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

const desktopVisitor: HomeContext = {
  loading: false,
  isAuthenticated: false,
  standalone: false,
  width: 1280,
  userAgent: DESKTOP_UA,
  maxTouchPoints: 0,
};

describe('decideHome (route /)', () => {
  it('waits with a spinner while auth loads, whatever else is true', () => {
    expect(decideHome({ ...desktopVisitor, loading: true })).toBe('loading');
    expect(decideHome({ ...desktopVisitor, loading: true, isAuthenticated: true })).toBe('loading');
  });

  it('sends members to /app, even on a phone', () => {
    expect(decideHome({ ...desktopVisitor, isAuthenticated: true })).toBe('app');
    expect(decideHome({ ...desktopVisitor, isAuthenticated: true, width: 390, userAgent: ANDROID_UA })).toBe(
      'app',
    );
  });

  it('shows the landing page to a signed-out desktop visitor', () => {
    expect(decideHome(desktopVisitor)).toBe('landing');
  });

  it('sends a signed-out visitor on the installed app to /login', () => {
    expect(decideHome({ ...desktopVisitor, standalone: true })).toBe('login');
  });

  it('sends a signed-out visitor with a viewport of 768 px or less to /login', () => {
    expect(decideHome({ ...desktopVisitor, width: 768 })).toBe('login');
    expect(decideHome({ ...desktopVisitor, width: 390 })).toBe('login');
    expect(decideHome({ ...desktopVisitor, width: 769 })).toBe('landing');
  });

  it('sends a signed-out visitor on a mobile browser to /login, even with a wide viewport', () => {
    expect(decideHome({ ...desktopVisitor, width: 1024, userAgent: ANDROID_UA })).toBe('login');
    expect(decideHome({ ...desktopVisitor, width: 1024, userAgent: IPAD_AS_MAC_UA, maxTouchPoints: 5 })).toBe(
      'login',
    );
  });
});
