import { readStorage, writeStorage } from '../../../lib/storage';

/** Session storage key of the "dismissed" flag (spec section 3 leaves the name open). */
export const INSTALL_PROMPT_DISMISSED_KEY = 'saverly_install_prompt_dismissed';

export function isInstallPromptDismissed(): boolean {
  return readStorage(INSTALL_PROMPT_DISMISSED_KEY, 'session') === 'true';
}

export function rememberInstallPromptDismissed(): void {
  writeStorage(INSTALL_PROMPT_DISMISSED_KEY, 'true', 'session');
}

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}
