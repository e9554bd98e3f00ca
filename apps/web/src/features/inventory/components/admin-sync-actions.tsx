import { useMutation } from '@tanstack/react-query';
import { ImageIcon, RefreshCw } from 'lucide-react';
import { startImageSync, startInventorySync } from '../api/start-sync';

const ADMIN_SYNC_MESSAGES = {
  inventoryStarted: 'Inventory sync started successfully.',
  inventoryFailed: 'Failed to start inventory sync.',
  imageStarted: 'Image sync started successfully.',
  imageFailed: 'Failed to start image sync.',
} as const;

interface AdminSyncActionsProps {
  /** The outcome, shown by the page's message area (which styles 'Failed…' as an error). */
  onMessage: (message: string) => void;
}

/**
 * Force Inventory Sync and Force Image Sync, for admins only (the page decides; the server checks the
 * role again). The endpoints arrive with the stores issue; until then both report their failure.
 */
export function AdminSyncActions({ onMessage }: AdminSyncActionsProps) {
  const inventory = useMutation({
    mutationFn: startInventorySync,
    onSuccess: () => onMessage(ADMIN_SYNC_MESSAGES.inventoryStarted),
    onError: () => onMessage(ADMIN_SYNC_MESSAGES.inventoryFailed),
  });
  const images = useMutation({
    mutationFn: startImageSync,
    onSuccess: () => onMessage(ADMIN_SYNC_MESSAGES.imageStarted),
    onError: () => onMessage(ADMIN_SYNC_MESSAGES.imageFailed),
  });
  return (
    <section className="card panel" aria-labelledby="admin-tools-title">
      <h2 id="admin-tools-title" className="panel__title">
        Admin Tools
      </h2>
      <div className="panel__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={inventory.isPending}
          onClick={() => inventory.mutate()}
        >
          <RefreshCw aria-hidden="true" />
          Force Inventory Sync
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={images.isPending}
          onClick={() => images.mutate()}
        >
          <ImageIcon aria-hidden="true" />
          Force Image Sync
        </button>
      </div>
    </section>
  );
}
