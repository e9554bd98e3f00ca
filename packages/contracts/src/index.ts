export * from './account-rules.js';
export * from './auth.js';
export * from './errors.js';
export * from './health.js';
export * from './limits.js';
export * from './password-rules.js';
export * from './runtime-config.js';
