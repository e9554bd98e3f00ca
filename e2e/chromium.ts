import { existsSync } from 'node:fs';

/** Debian's Chromium (apt-get install chromium); never a browser download. */
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

/**
 * Flags that work in this sandbox: no sandbox (root), no calls home, and no GPU path at all:
 * no GPU, no software rasteriser for WebGL, and compositing inside the browser process instead of
 * a separate GPU process (one process fewer per browser on a 2-core machine; ADR 0024).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-software-rasterizer',
  '--in-process-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
