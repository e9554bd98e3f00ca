import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** 256 bits of randomness, URL-safe: refresh, reset and verification tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opaque tokens are stored only as this hash; a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const ACCESS_TOKEN_AUDIENCE = 'saverly-api';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: number;
  /** The refresh-token family (session) this access token belongs to. */
  sessionId: string;
  /** The user's credential_version at issue; a password reset or change makes it stale. */
  credentialVersion: number;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * Short-lived access tokens: HS256 JWTs (jose) with exp, iss, aud, iat, jti, the session (sid)
 * and the credential version (cv) they were issued under. Verification pins the algorithm, so `alg: none` and RS/HS confusion fail.
 */
export function accessTokens(options: {
  key: Uint8Array;
  issuer: string;
  ttlMinutes: number;
  now: () => Date;
}) {
  return {
    async issue(
      userId: number,
      sessionId: string,
      credentialVersion: number,
    ): Promise<{ token: string; claims: AccessClaims }> {
      const issuedAt = options.now();
      const expiresAt = new Date(issuedAt.getTime() + options.ttlMinutes * 60_000);
      const jti = randomUUID();
      const token = await new SignJWT({ typ: 'access', sid: sessionId, cv: credentialVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(options.issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .setJti(jti)
        .sign(options.key);
      return { token, claims: { userId, sessionId, credentialVersion, jti, issuedAt, expiresAt } };
    },

    /** The token's claims, or null for anything that is not a valid, unexpired access token of ours. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, options.key, {
          algorithms: [ALGORITHM],
          issuer: options.issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub', 'jti'],
          currentDate: options.now(),
        });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (payload.typ !== 'access' || !Number.isInteger(userId) || typeof sessionId !== 'string')
          return null;
        if (typeof payload.jti !== 'string') return null;
        const credentialVersion = payload.cv;
        if (typeof credentialVersion !== 'number' || !Number.isInteger(credentialVersion)) return null;
        return {
          userId,
          sessionId,
          credentialVersion,
          jti: payload.jti,
          issuedAt: new Date(payload.iat! * 1000),
          expiresAt: new Date(payload.exp! * 1000),
        };
      } catch (err) {
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof accessTokens>;
