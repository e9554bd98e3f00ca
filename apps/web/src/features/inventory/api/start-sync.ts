import { api } from '../../../lib/api-client';

/** Spec section 9: a manual full inventory sync makes at most 4000 API calls, an image sync 1000. */
const INVENTORY_SYNC_MAX_API_CALLS = 4000;
const IMAGE_SYNC_MAX_API_CALLS = 1000;

/** POST /api/full-inventory/start with the spec's defaults (section 7). */
export function startInventorySync() {
  return api.post('/api/full-inventory/start', {
    max_api_calls: INVENTORY_SYNC_MAX_API_CALLS,
    include_sale_focus: true,
    save_progress: true,
  });
}

/** POST /api/image-management/start with the spec's defaults (section 7). */
export function startImageSync() {
  return api.post('/api/image-management/start', {
    max_api_calls: IMAGE_SYNC_MAX_API_CALLS,
    validate_existing: true,
  });
}
