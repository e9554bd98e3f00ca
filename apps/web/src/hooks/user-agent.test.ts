import { describe, expect, it } from 'vitest';
import { isAndroidUserAgent, isIosUserAgent, isMobileUserAgent } from './user-agent';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('user agent detection', () => {
  it('recognises phones and tablets as mobile', () => {
    expect(isMobileUserAgent(IPHONE)).toBe(true);
    expect(isMobileUserAgent(ANDROID)).toBe(true);
    // iPadOS presents itself as a Mac with a touch screen.
    expect(isMobileUserAgent(MAC, 5)).toBe(true);
  });

  it('treats desktop browsers as not mobile', () => {
    expect(isMobileUserAgent(MAC, 0)).toBe(false);
    expect(isMobileUserAgent(WINDOWS)).toBe(false);
  });

  it('tells iOS from Android', () => {
    expect(isIosUserAgent(IPHONE)).toBe(true);
    expect(isIosUserAgent(ANDROID)).toBe(false);
    expect(isIosUserAgent(MAC, 5)).toBe(true);
    expect(isAndroidUserAgent(ANDROID)).toBe(true);
    expect(isAndroidUserAgent(IPHONE)).toBe(false);
  });
});
