/**
 * What "Share Saverly" and "Email a friend" send (components/layout/share-saverly.tsx). The
 * prerendered pages are built without the site's address, so the boot script writes it into the
 * email link (`SHARE_MAILTO_ATTRIBUTE`) before the visitor can press it: the app may not be there
 * yet (app/boot.ts), and the link once sent "/" for the address.
 */
export const SHARE_TEXT = 'Saverly plans our week of meals around our budget and the sales at our store.';

export const SHARE_MAILTO_ATTRIBUTE = 'data-share-mailto';

export function shareUrl(origin: string): string {
  return `${origin}/`;
}

export function shareMailto(origin: string): string {
  return `mailto:?subject=${encodeURIComponent('Have you tried Saverly?')}&body=${encodeURIComponent(`${SHARE_TEXT} ${shareUrl(origin)}`)}`;
}
