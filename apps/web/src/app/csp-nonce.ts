// Hands this page's CSP style nonce (a meta tag the server fills in per response) to the
// libraries that add <style> elements: the scroll lock of the Radix dialog and menus reads it
// through get-nonce's `__webpack_nonce__` fallback. Runs before the app (its own module script
// first in index.html). Without a served nonce (the Vite dev server) nothing is set.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
if (/^[A-Za-z0-9+/]{22,}={0,2}$/.test(nonce) && !nonce.includes('PLACEHOLDER')) {
  (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
}
export {};
