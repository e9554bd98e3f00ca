import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const HKDF_SALT = 'saverly/kroger-cart';
const HKDF_INFO = 'kroger-oauth-tokens/aes-256-gcm/v1';

/**
 * The AES-256-GCM key for Kroger tokens: HKDF-SHA256 over a secret (KROGER_TOKEN_KEY, or the
 * access-token signing key) with a purpose-specific salt and info, so the derived key is
 * unrelated to the JWT key it may come from and is never used for anything else.
 */
export function deriveTokenKey(secret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, HKDF_INFO, 32));
}

/**
 * Encrypts and decrypts stored OAuth tokens: `v1.<iv>.<ciphertext>.<tag>` (base64url), a fresh
 * 96-bit IV per value. The caller's context (user and token kind) is authenticated data, so a
 * value copied to another user's row or column fails to decrypt instead of being used there.
 */
export function tokenCipher(key: Buffer) {
  if (key.length !== 32) throw new Error('token cipher needs a 256-bit key');
  return {
    encrypt(plaintext: string, context: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64url'), body.toString('base64url'), tag.toString('base64url')].join(
        '.',
      );
    },

    /** The plaintext, or null when the value was not made by this key for this context. */
    decrypt(value: string, context: string): string | null {
      const [version, iv, body, tag, ...rest] = value.split('.');
      if (version !== VERSION || iv === undefined || body === undefined || tag === undefined || rest.length)
        return null;
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      // Only full-length tags: GCM would otherwise accept a truncated (weaker) one.
      if (ivBytes.length !== 12 || tagBytes.length !== 16) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: 16 });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}

export type TokenCipher = ReturnType<typeof tokenCipher>;
