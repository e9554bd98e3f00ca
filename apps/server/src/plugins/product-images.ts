import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PRODUCT_IMAGES_DIR } from '../modules/inventory/inventory.plugin.js';

/** Dish pictures, one per dish family (ADR 0034), drawn by assets/pictures-src/draw-pictures.mjs. */
export const DISH_IMAGES_DIR = path.resolve(PRODUCT_IMAGES_DIR, '..', 'dish-images');

/**
 * Pictures are small SVGs whose names do not change with their drawing, so they are cached a week
 * (a redrawn picture reaches every family within that week) and revalidated by ETag after it.
 */
export const PICTURE_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

/**
 * Our own drawings: product images (one per food group, the old per-category ones and
 * placeholder.svg) under /images/products/, and dish pictures under /images/dishes/. Only .svg
 * files are served; a missing picture gets the JSON 404, and the web app shows its placeholder.
 */
export default fp(
  async function productImagesPlugin(app: FastifyInstance) {
    for (const [root, prefix] of [
      [PRODUCT_IMAGES_DIR, '/images/products/'],
      [DISH_IMAGES_DIR, '/images/dishes/'],
    ] as const) {
      await app.register(fastifyStatic, {
        root,
        prefix,
        decorateReply: false,
        index: false,
        cacheControl: false,
        allowedPath: (pathName) => /^\/[a-z0-9-]+\.svg$/.test(pathName),
        setHeaders(res) {
          res.setHeader('Cache-Control', PICTURE_CACHE_CONTROL);
          res.setHeader('X-Content-Type-Options', 'nosniff');
        },
      });
    }
  },
  { name: 'product-images' },
);
