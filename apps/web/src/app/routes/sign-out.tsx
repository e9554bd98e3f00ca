import { createContext, use } from 'react';

export interface SignOut {
  /** Logs out (server call when a token exists, local session always cleared), then goes to /. */
  signOut: () => void;
  /** True from the click until / is showing. */
  signingOut: boolean;
}

/** Provided by the root layout, so every signed-in screen logs out the same way. */
export const SignOutContext = createContext<SignOut>({ signOut: () => undefined, signingOut: false });

export function useSignOut(): SignOut {
  return use(SignOutContext);
}
