export * from './errors.js';
export * from './health.js';
export * from './limits.js';
export * from './runtime-config.js';
