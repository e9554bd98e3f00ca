import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip for answers over 1 KB (docs/decisions/0029-web-performance.md): API JSON and the
 * served HTML pages. Built assets are compressed once at build time and served as they are
 * (web-app.ts, @fastify/static's preCompressed); an answer that already carries a
 * Content-Encoding (those files, the precomputed sales answers) is left alone. Brotli runs at
 * quality 5 here: the default (11) costs tens of milliseconds per answer, 5 is within a few per
 * cent of its size. Compressed answers say `Vary: Accept-Encoding`.
 */
export default fp(
  async function compressionPlugin(app: FastifyInstance) {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 5,
        },
      },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
