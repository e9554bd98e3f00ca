// Renders the public pages to HTML after `vite build` (issue 17, docs/decisions/0029): each page as
// the app's first render produces it for a signed-out visitor, inside the built index.html, with
// the start-up decision (src/app/boot.ts) inlined in the <head>. The server sends
// dist/prerendered/<page>.html for its route (apps/server/src/plugins/web-app.ts).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, defaultServerConditions } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const ssrOut = path.join(root, 'node_modules', '.cache', 'prerender');
const started = performance.now();

const template = await readFile(path.join(dist, 'index.html'), 'utf8');

// The server render of the app: the same modules, compiled for Node (workspace packages bundled
// from their TypeScript source, npm packages imported as they are).
await build({
  configFile: false,
  root,
  logLevel: 'warn',
  mode: 'production',
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { noExternal: [/^@saverly\//], resolve: { conditions: ['source'], externalConditions: [] } },
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
  },
});

/** A small classic script from `entry`, to inline in a page (the server allows it by its hash). */
async function inlineScript(entry, name) {
  const built = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      emptyOutDir: false,
      lib: { entry, formats: ['iife'], name },
    },
  });
  return (
    (Array.isArray(built) ? built[0] : built).output
      .find((item) => item.type === 'chunk')
      .code.trim()
      // A `</script` inside would end the element early.
      .replaceAll('</script', '<\\/script')
  );
}

// The start-up decision, and the signed-in shells' early session check.
const bootScript = await inlineScript('src/app/boot-script.ts', 'saverlyBoot');
const earlyProfileScript = await inlineScript('src/app/early-profile-script.ts', 'saverlyEarlyProfile');

const { render, PRERENDERED_PATHS, APP_SCRIPTS_META, LAZY_PAGE_MODULES, SHELL_PAGE_MODULES } = await import(
  pathToFileURL(path.join(ssrOut, 'prerender.mjs')).href
);

const ROOT = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/;
const loadingScreen = ROOT.exec(template)?.[1];
if (loadingScreen === undefined) throw new Error('dist/index.html: no <div id="root"> before <noscript>');
const VIEWPORT = /<meta name="viewport"[^>]*>/;
if (!VIEWPORT.test(template)) throw new Error('dist/index.html: no viewport <meta>');

// The app's scripts leave the markup: the boot script asks for them, in the same order, when the
// visitor reaches for the page (or at once when the page is not this visitor's; src/app/boot.ts).
const APP_SCRIPTS =
  /\s*<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)"[^>]*>(?:<\/script>)?/g;
const appScripts = [...template.matchAll(APP_SCRIPTS)].map((match) => match[1]);
if (appScripts.length === 0) throw new Error('dist/index.html: no module scripts');
const pageTemplate = template.replace(APP_SCRIPTS, '');

// A lazy page's stylesheets (its module's and those of the chunks it imports), from Vite's
// manifest: without them the page would paint unstyled and jump when its chunk arrives.
const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const stylesOf = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((imported) => stylesOf(imported, seen))];
};
const entryStyles = new Set(stylesOf('index.html'));
const moduleOf = (page) => {
  const module = LAZY_PAGE_MODULES[page];
  if (!module) return undefined;
  if (!manifest[module]) throw new Error(`prerender: ${page}'s module ${module} is not in Vite's manifest`);
  return module;
};
const pageStyles = (page) => {
  const module = moduleOf(page);
  if (!module) return '';
  return [...new Set(stylesOf(module))]
    .filter((file) => !entryStyles.has(file))
    .map((file) => `\n    <link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
};
// A lazy page's own scripts (its module's chunk and the chunks it imports at once) are asked for
// with the entry's when the visitor reaches for the page (boot.ts), so its hydration does not wait
// for the entry to run and ask for them.
const scriptsOf = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((imported) => scriptsOf(imported, seen))];
};
const appScriptsMeta = (page) => {
  const module = moduleOf(page);
  const scripts = [...new Set([...appScripts, ...(module ? scriptsOf(module) : [])])];
  return `<meta name="${APP_SCRIPTS_META}" content="${scripts.join(' ')}" />`;
};

await rm(path.join(dist, 'prerendered'), { recursive: true, force: true });
await mkdir(path.join(dist, 'prerendered'), { recursive: true });
for (const page of PRERENDERED_PATHS) {
  let body = await render(page);
  // React hoists a page's <title> to the start of its output: it belongs in the <head>.
  const title = /<title>[\s\S]*?<\/title>/.exec(body)?.[0];
  if (title) body = body.replace(title, '');
  let html = pageTemplate
    // After the viewport <meta> (the script reads the width) and before the stylesheets (a script
    // after a stylesheet waits for it).
    .replace(VIEWPORT, (meta) => `${meta}\n    ${appScriptsMeta(page)}\n    <script>${bootScript}</script>`)
    .replace(
      ROOT,
      () =>
        `<div id="root" data-prerendered>${body}</div>\n    <div id="boot-loading">${loadingScreen}</div>\n    <noscript>`,
    );
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, title);
  html = html.replace('</head>', `${pageStyles(page)}\n  </head>`);
  const name = page === '/' ? 'index' : page.slice(1);
  await writeFile(path.join(dist, 'prerendered', `${name}.html`), html);
}
// A signed-in first page (/app): the shell as it is, its scripts in place, and the page's own
// chunks and stylesheets named in its <head> so they load with the entry rather than after it has
// run, then after the route guard's chunk (three round trips in a row on a phone before this).
for (const [page, modules] of Object.entries(SHELL_PAGE_MODULES)) {
  for (const module of modules)
    if (!manifest[module]) throw new Error(`prerender: ${page}'s module ${module} is not in Vite's manifest`);
  const scripts = [...new Set(modules.flatMap((module) => scriptsOf(module)))].filter(
    (file) => !appScripts.includes(file),
  );
  const styles = [...new Set(modules.flatMap((module) => stylesOf(module)))].filter(
    (file) => !entryStyles.has(file),
  );
  const links = [
    ...scripts.map((file) => `\n    <link rel="modulepreload" crossorigin href="${file}">`),
    ...styles.map((file) => `\n    <link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('');
  const name = page.slice(1);
  if (name.includes('/'))
    throw new Error(`prerender: ${page} is not one segment (the server maps file names to addresses)`);
  // The session check starts at once (src/app/early-profile-script.ts): before the stylesheets (an
  // inline script after one waits for it) and after the runtime config, which the server writes
  // first in the <head>.
  await writeFile(
    path.join(dist, 'prerendered', `${name}.html`),
    template
      .replace(VIEWPORT, (meta) => `${meta}\n    <script>${earlyProfileScript}</script>`)
      .replace('</head>', `${links}\n  </head>`),
  );
}
await rm(ssrOut, { recursive: true, force: true });
process.stdout.write(
  `prerendered ${PRERENDERED_PATHS.length} public pages (and ${Object.keys(SHELL_PAGE_MODULES).length} signed-in shell) in ${Math.round(performance.now() - started)} ms (boot script ${bootScript.length} bytes, early session check ${earlyProfileScript.length})\n`,
);
