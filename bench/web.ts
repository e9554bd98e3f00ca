// `npm run web -w @saverly/bench`: builds the app, serves it, and runs Lighthouse (mobile preset,
// Debian's Chromium) three times on each page; prints the medians of the scores, LCP and TBT and
// the JavaScript and CSS each page loads, compressed as sent. Numbers only, nothing passes or fails
// (issue 17, docs/decisions/0029-web-performance.md). BENCH_WEB_SKIP_BUILD=1 serves the last build;
// BENCH_WEB_DIST=<dir> serves a copy of a build instead (to compare two builds run by run);
// BENCH_WEB_EACH=1 prints every run's score and metrics under the medians.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@saverly/server/app';
import { loadConfig } from '@saverly/server/config';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ROUTES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/pricing', signedIn: false },
  { path: '/sales', signedIn: false },
  { path: '/app', signedIn: true },
].filter((r) => !process.env.BENCH_WEB_ROUTES || process.env.BENCH_WEB_ROUTES.split(',').includes(r.path));
const root = path.resolve(import.meta.dirname, '..');
const webDist = process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

export async function benchWeb() {
  if (process.env.BENCH_WEB_DIST !== undefined) {
    if (!existsSync(path.join(webDist, 'index.html'))) throw new Error(`no build in ${webDist}`);
  } else if (process.env.BENCH_WEB_SKIP_BUILD !== '1' || !existsSync(path.join(webDist, 'index.html'))) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('build failed');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saverly-bench-web-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), webDistDir: webDist };
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    // A member for the signed-in page: registered and logged in through the API.
    const email = 'bench.web@example.com';
    const password = 'Bench-Web-Password-2026!';
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password, first_name: 'Bench', last_name: 'Web' },
    });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const tokens = login.json<{ access_token: string; refresh_token: string }>();
    // A returning member's phone also holds the profile the app last confirmed (writeLastUser):
    // the dashboard asks for its saved plans beside the session check only when it is there.
    const profile = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    const session = { ...tokens, last_user: JSON.stringify(profile.json<{ user: unknown }>().user) };

    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const setSession = async (signedIn: boolean) => {
      const page = await browser.newPage();
      // Every run starts cold, as Lighthouse's own storage reset would leave it (which is off so
      // the member's session survives): no HTTP cache, service worker, caches or storage.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'service_workers,cache_storage,local_storage,indexeddb',
      });
      await page.goto(`${origin}/manifest.webmanifest`);
      await page.evaluate(
        (session) => {
          // Runs in the page (this project's bench has no DOM types).
          const storage = (
            globalThis as unknown as { localStorage: { clear(): void; setItem(k: string, v: string): void } }
          ).localStorage;
          storage.clear();
          if (session) {
            storage.setItem('access_token', session.access_token);
            storage.setItem('refresh_token', session.refresh_token);
            storage.setItem('saverly_last_user', session.last_user);
          }
        },
        signedIn ? session : null,
      );
      await page.close();
    };

    const entry = path.join(webDist, '.vite/entry-size.json');
    if (existsSync(entry)) {
      const size = JSON.parse(readFileSync(entry, 'utf8')) as { jsBytes: number; cssBytes: number };
      console.log(`\n## web (Lighthouse ${RUNS}× per page, mobile preset, ${CHROME_PATH})`);
      console.log(
        `build: the first page's entry loads ${kb(size.jsBytes)} JS and ${kb(size.cssBytes)} CSS (brotli)`,
      );
    }
    console.log(
      `load average at start: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      'page        perf  a11y  best  seo   LCP      FCP      TBT       CLS    SI        JS (sent)  CSS (sent)',
    );
    for (const route of ROUTES) {
      const runs: {
        perf: number;
        a11y: number;
        best: number;
        seo: number;
        lcp: number;
        fcp: number;
        tbt: number;
        cls: number;
        si: number;
        js: number;
        css: number;
      }[] = [];
      let failed = 0;
      for (let i = 0; i < RUNS; i += 1) {
        await setSession(route.signedIn);
        const result = await lighthouse(`${origin}${route.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          // The session set above must survive into the run.
          disableStorageReset: true,
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result!.lhr;
        // A run whose trace Lighthouse could not read (a LanternError on this loaded machine) has
        // no performance score: it is counted and left out of the medians, not a 0 among them.
        if (lhr.categories.performance?.score == null) {
          failed += 1;
          continue;
        }
        const items =
          (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
        const bytesOf = (type: string) =>
          items
            .filter((item) => item.resourceType === type)
            .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
        if (process.env.BENCH_WEB_DETAIL === '1') {
          // What the largest paint waited for: its element and the request chain before it.
          const lcpElement = lhr.audits['largest-contentful-paint-element']?.details;
          console.log(JSON.stringify(lcpElement).slice(0, 600));
          for (const id of ['mainthread-work-breakdown', 'bootup-time', 'long-tasks']) {
            const details = lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined;
            console.log(id, JSON.stringify(details?.items?.slice(0, 12)));
          }
          const timeline = items as (NetworkItem & {
            url?: string;
            networkRequestTime?: number;
            networkEndTime?: number;
          })[];
          for (const item of timeline)
            console.log(
              `  ${(item.networkRequestTime ?? 0).toFixed(0).padStart(6)}–${(item.networkEndTime ?? 0).toFixed(0).padStart(6)} ms  ${item.url}`,
            );
        }
        runs.push({
          perf: (lhr.categories.performance?.score ?? 0) * 100,
          a11y: (lhr.categories.accessibility?.score ?? 0) * 100,
          best: (lhr.categories['best-practices']?.score ?? 0) * 100,
          seo: (lhr.categories.seo?.score ?? 0) * 100,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
          fcp: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
          si: lhr.audits['speed-index']?.numericValue ?? 0,
          js: bytesOf('Script'),
          css: bytesOf('Stylesheet'),
        });
      }
      const m = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
      console.log(
        `${(route.path + (route.signedIn ? ' (member)' : '')).padEnd(12)}` +
          `${m('perf').toFixed(0).padStart(4)}  ${m('a11y').toFixed(0).padStart(4)}  ${m('best').toFixed(0).padStart(4)}  ${m('seo').toFixed(0).padStart(4)}` +
          `  ${(m('lcp') / 1000).toFixed(2).padStart(5)} s  ${(m('fcp') / 1000).toFixed(2).padStart(5)} s  ${m('tbt').toFixed(0).padStart(5)} ms` +
          `  ${m('cls').toFixed(3).padStart(5)}  ${(m('si') / 1000).toFixed(2).padStart(5)} s` +
          `  ${kb(m('js')).padStart(9)}  ${kb(m('css')).padStart(9)}` +
          (failed ? `  (${failed} of ${RUNS} runs gave no score)` : ''),
      );
      if (process.env.BENCH_WEB_EACH === '1')
        for (const r of runs)
          console.log(
            `  run: perf ${r.perf.toFixed(0)}, LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, SI ${(r.si / 1000).toFixed(2)} s`,
          );
    }
    console.log(
      `load average at end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    await browser.disconnect();
  } finally {
    chrome.kill();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWeb();
