// A mail sink for the browser suite: an SMTP server on loopback that keeps every message, and a
// small HTTP API that serves them as JSON, so tests can open the links the app mails.
//
//   SMTP  127.0.0.1:$E2E_SMTP_PORT (default 2526)
//   HTTP  127.0.0.1:$E2E_MAIL_PORT (default 2527)
//     GET /health                 → 200 "ok" (Playwright's readiness check)
//     GET /messages?to=<address>  → [{to, from, subject, text, received_at}], oldest first
//
// `text` is the decoded text/plain body (quoted-printable soft breaks and escapes, or base64, undone).
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const HTTP_PORT = Number(process.env.E2E_MAIL_PORT ?? 2527);
const HOST = '127.0.0.1';

/** @type {{to: string[], from: string, subject: string, text: string, received_at: string}[]} */
const messages = [];

export function decodeQuotedPrintable(body) {
  const bytes = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Splits a MIME entity into unfolded, lower-cased headers and its body. */
function splitEntity(raw) {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers, body) {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The text/plain body of a message, looking inside multipart entities. */
function textOf(raw) {
  const { headers, body } = splitEntity(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    const texts = parts.filter((part) => !part.startsWith('--')).map(textOf);
    return texts.find((text) => text !== null) ?? null;
  }
  if (/^text\/plain/i.test(type)) return decodeBody(headers, body).trim();
  return null;
}

function decodeHeaderWords(value = '') {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset, kind, text) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const { headers } = splitEntity(raw);
      messages.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        from: decodeHeaderWords(headers.from),
        subject: decodeHeaderWords(headers.subject),
        text: textOf(raw) ?? '',
        received_at: new Date().toISOString(),
      });
      callback();
    });
  },
});

const api = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${HOST}`);
  if (request.method === 'GET' && url.pathname === '/health') {
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    return;
  }
  if (request.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(found));
    return;
  }
  response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
});

smtp.listen(SMTP_PORT, HOST, () => {
  api.listen(HTTP_PORT, HOST, () => {
    console.log(`mail sink: SMTP ${HOST}:${SMTP_PORT}, HTTP ${HOST}:${HTTP_PORT}`);
  });
});

const shutdown = () => {
  api.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
