import { CloudOff, CloudUpload, CircleCheck, RefreshCw } from 'lucide-react';
import type { SyncState } from '../hooks/use-check-off';

const SYNC_MESSAGES: Record<SyncState, string> = {
  offline: 'Offline — your ticks are saved on this phone and will sync',
  saving: 'Saving your ticks...',
  retrying: 'Some ticks are not saved yet — trying again',
  saved: 'All changes saved',
};

const ICONS = { offline: CloudOff, saving: CloudUpload, retrying: RefreshCw, saved: CircleCheck };

/** The small line under the totals: where the shopper's ticks are. */
export function SyncStatus({ state }: { state: SyncState }) {
  const Icon = ICONS[state];
  return (
    <p className={`sync-status sync-status--${state}`} role="status">
      <Icon aria-hidden="true" />
      {SYNC_MESSAGES[state]}
    </p>
  );
}
