// Renders the Saverly app icons from one SVG mark: the favicon (SVG) and the PNGs the web app
// manifest and iOS need. Run from the repository root or apps/web: `node apps/web/scripts/render-icons.mjs`.
// Needs Chromium at /usr/bin/chromium (playwright-core drives it; no browser download).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const iconsDir = path.join(publicDir, 'icons');

const BRAND_LIGHT = '#1f8a4c';
const BRAND_DARK = '#14532d';
const LEAF = '#16a34a';

/** A white price tag carrying a green leaf: savings on real food. Drawn on a 512 grid. */
const mark = `
  <g transform="translate(-6 4)">
    <path d="M270 104h110a28 28 0 0 1 28 28v110a28 28 0 0 1-8.2 19.8L265.6 396.1a28 28 0 0 1-39.6 0L115.9 286a28 28 0 0 1 0-39.6L250.2 112.2A28 28 0 0 1 270 104z" fill="#ffffff"/>
    <circle cx="352" cy="160" r="22" fill="${BRAND_LIGHT}"/>
    <path d="M318 214c-74 4-128 48-134 126 74-4 128-48 134-126z" fill="${LEAF}"/>
    <path d="M198 326c30-38 62-66 102-92" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/>
  </g>`;

const gradient = `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BRAND_LIGHT}"/>
      <stop offset="1" stop-color="${BRAND_DARK}"/>
    </linearGradient>
  </defs>`;

/**
 * @param {{ rounded: boolean, scale: number }} options rounded: transparent rounded corners (favicon,
 *   "any" icons); otherwise full bleed (maskable, apple-touch). scale shrinks the mark into the safe zone.
 */
function iconSvg({ rounded, scale }) {
  const offset = (512 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">${gradient}
  <rect width="512" height="512"${rounded ? ' rx="112"' : ''} fill="url(#bg)"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${mark}
  </g>
</svg>
`;
}

const roundedSvg = iconSvg({ rounded: true, scale: 1 });
// Maskable icons are cropped to a circle of 80% of their size: keep the mark well inside it.
const maskableSvg = iconSvg({ rounded: false, scale: 0.76 });
// iOS rounds the corners itself and wants an opaque square.
const appleSvg = iconSvg({ rounded: false, scale: 0.86 });

const outputs = [
  { file: 'icon-192.png', svg: roundedSvg, size: 192 },
  { file: 'icon-512.png', svg: roundedSvg, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskableSvg, size: 512 },
  { file: 'apple-touch-icon.png', svg: appleSvg, size: 180 },
];

mkdirSync(iconsDir, { recursive: true });
writeFileSync(path.join(publicDir, 'favicon.svg'), roundedSvg);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage();
  for (const { file, svg, size } of outputs) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('width="512" height="512"', `width="${size}" height="${size}"`);
    await page.setContent(
      `<!doctype html><html><head><style>html,body{margin:0;background:transparent}svg{display:block}</style></head><body>${sized}</body></html>`,
    );
    await page.screenshot({ path: path.join(iconsDir, file), omitBackground: true });
    process.stdout.write(`wrote public/icons/${file} (${size}x${size})\n`);
  }
} finally {
  await browser.close();
}
