import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

interface Sighting {
  shownAt?: number;
  clearedAt?: number;
}

/**
 * Watches, inside the page, for a message that shows for a few seconds and goes (the profile's
 * 'Profile updated successfully.' clears after 3 s). Playwright's polls of `toBeVisible` can be
 * seconds apart on a loaded 2-core machine and miss such a message altogether (a CI failure of
 * session 13); a MutationObserver sees every change as it happens, so the journey checks that the
 * message was shown, visible, and for how long, however slow the polls. Call before the action.
 */
export async function watchTransientMessage(page: Page, text: string) {
  const key = `__saverlyWatch${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ key, text }) => {
      const sighting: Sighting = {};
      (window as unknown as Record<string, Sighting>)[key] = sighting;
      const visibleNow = () => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent?.includes(text) && node.parentElement?.checkVisibility()) return true;
        }
        return false;
      };
      const observer = new MutationObserver(() => {
        const visible = visibleNow();
        if (visible && sighting.shownAt === undefined) sighting.shownAt = performance.now();
        if (!visible && sighting.shownAt !== undefined) {
          sighting.clearedAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { key, text },
  );
  const read = () => page.evaluate((key) => (window as unknown as Record<string, Sighting>)[key] ?? {}, key);
  return {
    /** Resolves once the message has been seen on screen (it may be gone again by then). */
    async shown(): Promise<void> {
      await expect.poll(async () => (await read()).shownAt !== undefined, { message: text }).toBe(true);
    },
    /** Waits for the message to go and answers how long it was on screen, in ms. */
    async shownForMs(): Promise<number> {
      await expect.poll(async () => (await read()).clearedAt !== undefined, { message: text }).toBe(true);
      const { shownAt = 0, clearedAt = 0 } = await read();
      return clearedAt - shownAt;
    },
  };
}
