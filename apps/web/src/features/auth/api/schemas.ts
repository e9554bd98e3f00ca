import { z } from 'zod';

/*
 * The stored selected store (spec section 3). It lives here until the stores issue defines the store
 * payloads in packages/contracts; every auth payload already comes from @saverly/contracts.
 */
export const storeSchema = z.object({
  location_id: z.union([z.string(), z.number()]),
  name: z.string().nullish(),
  formatted_address: z.string().nullish(),
  address: z.string().nullish(),
  phone: z.string().nullish(),
  hours: z.union([z.string(), z.record(z.string(), z.string())]).nullish(),
  distance: z.number().nullish(),
});
export type Store = z.infer<typeof storeSchema>;
