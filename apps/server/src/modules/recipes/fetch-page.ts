/**
 * Fetching a recipe page a member linked (issue #19, ADR 0038), as an attacker would try to
 * misuse it: the server makes the request, so it must never reach what only the server can reach.
 *
 * - Only `http:` and `https:` URLs, without credentials, on the usual web ports.
 * - Every address is checked after DNS resolution, at connect time (the `lookup` the socket
 *   itself uses, so a name that resolves once to a public and then to a private address cannot
 *   slip through), and again after every redirect (at most 5): no private, loopback, link-local,
 *   carrier-grade NAT, multicast, reserved or cloud-metadata address (ipaddr.js ranges).
 * - 5 s for the whole exchange, redirects included; 2 MB of body at most (decompressed);
 *   `text/html` (or XHTML) only.
 *
 * `allowLoopback` lets tests fetch from a fixture server on 127.0.0.1; it is off by default.
 * Each refusal is an `ImportRefusal` with a reason and a sentence a member can read.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { pipeline, type Readable } from 'node:stream';
import ipaddr from 'ipaddr.js';

const FETCH_LIMITS = {
  timeoutMs: 5_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  ports: [80, 443, 8080, 8443],
} as const;

export type RefusalReason =
  | 'invalid_url'
  | 'scheme'
  | 'port'
  | 'private_address'
  | 'dns'
  | 'unreachable'
  | 'redirects'
  | 'timeout'
  | 'too_large'
  | 'not_html'
  | 'http_status'
  | 'no_recipe';

export const REFUSAL_MESSAGES: Readonly<Record<RefusalReason, string>> = {
  invalid_url: 'That is not a link we can open. Paste the whole address, starting with https://.',
  scheme: 'Only web links (http:// or https://) can be imported.',
  port: 'Only links on the usual web ports can be imported.',
  private_address: 'That link points to a private or local network address. We only import public web pages.',
  dns: 'We could not find that website. Check the link.',
  unreachable: 'That website did not answer. Try again later.',
  redirects: 'That link redirects too many times.',
  timeout: 'That page took too long to load (more than 5 seconds).',
  too_large: 'That page is too large to import (more than 2 MB).',
  not_html: 'That link is not a web page.',
  http_status: 'That page could not be opened.',
  no_recipe:
    'We found no recipe on that page. Recipe pages usually describe their recipe for search engines; this one does not.',
};

export class ImportRefusal extends Error {
  override readonly name = 'ImportRefusal';
  constructor(
    readonly reason: RefusalReason,
    message: string = REFUSAL_MESSAGES[reason],
  ) {
    super(message);
  }
}

export interface FetchOptions {
  readonly allowLoopback: boolean;
  /**
   * Tests only: which addresses the request of redirect hop `hop` (0: the link itself) may reach,
   * in place of the rule above (so a test can let the link reach its loopback fixture and check
   * that a redirect back to loopback is still refused).
   */
  readonly allowAddress?: (address: string, hop: number) => boolean;
  /** Tests only: other limits. */
  readonly limits?: Partial<{ timeoutMs: number; maxBytes: number; ports: readonly number[] }>;
}

export interface FetchedPage {
  /** The URL after redirects. */
  readonly url: string;
  readonly html: string;
}

/** Whether an address may be fetched: public unicast only (loopback too when allowed). */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (allowLoopback && range === 'loopback') return true;
  if (range !== 'unicast') return false;
  // ipaddr's IPv6 "unicast" includes NAT64 and 6to4/Teredo forms of any IPv4 address: refuse them.
  if (parsed.kind() === 'ipv6') {
    const text = parsed.toNormalizedString();
    if (text.startsWith('64:ff9b:') || text.startsWith('2002:') || text.startsWith('2001:0:')) return false;
  }
  return true;
}

type AddressRule = (address: string) => boolean;

function safeLookup(allowed: AddressRule): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const list = Array.isArray(addresses) ? addresses : [];
      const refused = list.find((a) => !allowed(a.address));
      if (list.length === 0 || refused) {
        const err = Object.assign(new Error('refused address'), { code: 'SAVERLY_PRIVATE_ADDRESS' });
        return callback(err, '', 4);
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** Parses and checks a link before any request: scheme, credentials, port, literal addresses. */
function checkUrl(raw: string, allowed: AddressRule, ports: readonly number[]): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ImportRefusal('invalid_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImportRefusal('scheme');
  if (url.username !== '' || url.password !== '') throw new ImportRefusal('invalid_url');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host) !== 0;
  if (literal && !allowed(host)) throw new ImportRefusal('private_address');
  // A loopback address allowed (the tests' fixture site) may use any port; others the web's.
  const allowedLoopback = literal && !isPublicAddress(host) && allowed(host);
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (!ports.includes(port) && !allowedLoopback) throw new ImportRefusal('port');
  return url;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The body, decompressed; an aborted or broken response ends the decompressor too (pipeline). */
function decoded(response: http.IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').toLowerCase().trim();
  const decompressor =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  if (!decompressor) return response;
  return pipeline(response, decompressor, () => undefined);
}

/** One request; resolves with the response (redirects are the caller's). */
function request(url: URL, allowed: AddressRule, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup: safeLookup(allowed),
        signal,
        headers: {
          'user-agent': 'SaverlyRecipeImport/1.0 (+https://saverly.app)',
          accept: 'text/html,application/xhtml+xml;q=0.9',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

function refusalOf(error: unknown, signal: AbortSignal): ImportRefusal {
  if (error instanceof ImportRefusal) return error;
  if (signal.aborted) return new ImportRefusal('timeout');
  const code = (error as { code?: string }).code;
  if (code === 'SAVERLY_PRIVATE_ADDRESS') return new ImportRefusal('private_address');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new ImportRefusal('dns');
  return new ImportRefusal('unreachable');
}

/** The page at `raw`, or an `ImportRefusal`. */
export async function fetchRecipePage(raw: string, options: FetchOptions): Promise<FetchedPage> {
  const timeoutMs = options.limits?.timeoutMs ?? FETCH_LIMITS.timeoutMs;
  const maxBytes = options.limits?.maxBytes ?? FETCH_LIMITS.maxBytes;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const rule =
      (hop: number): AddressRule =>
      (address) =>
        options.allowAddress
          ? options.allowAddress(address, hop)
          : isPublicAddress(address, options.allowLoopback);
    const ports = options.limits?.ports ?? FETCH_LIMITS.ports;
    let url = checkUrl(raw, rule(0), ports);
    for (let hop = 0; ; hop += 1) {
      const response = await request(url, rule(hop), controller.signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location) throw new ImportRefusal('http_status');
        if (hop >= FETCH_LIMITS.maxRedirects) throw new ImportRefusal('redirects');
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw new ImportRefusal('invalid_url');
        }
        url = checkUrl(next.href, rule(hop + 1), ports);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new ImportRefusal(
          'http_status',
          `That page could not be opened (the site answered ${status}).`,
        );
      }
      const type = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'text/html' && type !== 'application/xhtml+xml') {
        response.destroy();
        throw new ImportRefusal('not_html');
      }
      const declared = Number(response.headers['content-length'] ?? NaN);
      if (Number.isFinite(declared) && declared > maxBytes) {
        response.destroy();
        throw new ImportRefusal('too_large');
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const body = decoded(response);
      for await (const chunk of body) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) {
          response.destroy();
          body.destroy();
          throw new ImportRefusal('too_large');
        }
        chunks.push(chunk as Buffer);
      }
      return { url: url.href, html: Buffer.concat(chunks).toString('utf8') };
    }
  } catch (error) {
    throw refusalOf(error, controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
