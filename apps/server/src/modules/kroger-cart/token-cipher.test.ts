import { describe, expect, it } from 'vitest';
import { deriveTokenKey, tokenCipher } from './token-cipher.js';

const cipher = tokenCipher(deriveTokenKey(new TextEncoder().encode('a'.repeat(32))));

describe('Kroger token cipher (AES-256-GCM)', () => {
  it('round-trips, with a fresh IV each time', () => {
    const a = cipher.encrypt('utok-1', 'kroger-connection:1:access');
    const b = cipher.encrypt('utok-1', 'kroger-connection:1:access');
    expect(a).not.toBe(b);
    expect(cipher.decrypt(a, 'kroger-connection:1:access')).toBe('utok-1');
  });

  it('refuses another context, another key, a changed byte or a truncated tag', () => {
    const value = cipher.encrypt('utok-1', 'kroger-connection:1:access');
    expect(cipher.decrypt(value, 'kroger-connection:2:access')).toBeNull();
    expect(cipher.decrypt(value, 'kroger-connection:1:refresh')).toBeNull();
    const other = tokenCipher(deriveTokenKey(new TextEncoder().encode('b'.repeat(32))));
    expect(other.decrypt(value, 'kroger-connection:1:access')).toBeNull();
    const [v, iv, body, tag] = value.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(
      cipher.decrypt([v, iv, flipped.toString('base64url'), tag].join('.'), 'kroger-connection:1:access'),
    ).toBeNull();
    const short = Buffer.from(tag, 'base64url').subarray(0, 12).toString('base64url');
    expect(cipher.decrypt([v, iv, body, short].join('.'), 'kroger-connection:1:access')).toBeNull();
    expect(cipher.decrypt('not-a-token', 'kroger-connection:1:access')).toBeNull();
  });

  it('derives a key unrelated to the secret it comes from', () => {
    const secret = new TextEncoder().encode('s'.repeat(64));
    const key = deriveTokenKey(secret);
    expect(key).toHaveLength(32);
    expect(Buffer.from(secret).includes(key.subarray(0, 8))).toBe(false);
    expect(deriveTokenKey(secret).equals(key)).toBe(true);
  });
});
