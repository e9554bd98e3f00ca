import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PRODUCT_IMAGES_DIR } from '../modules/inventory/inventory.plugin.js';

/**
 * Product images (one drawing per shelf category, plus placeholder.svg) under
 * /images/products/. A missing image gets the JSON 404, and the web app shows its placeholder.
 */
export default fp(
  async function productImagesPlugin(app: FastifyInstance) {
    await app.register(fastifyStatic, {
      root: PRODUCT_IMAGES_DIR,
      prefix: '/images/products/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('Cache-Control', 'public, max-age=86400');
      },
    });
  },
  { name: 'product-images' },
);
