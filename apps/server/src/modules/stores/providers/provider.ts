/**
 * One interface over the sources of store data (docs/decisions/0015 and 0017): the built-in
 * catalogue (default, no network) and the Kroger public API.
 */
export type ProviderName = 'built-in' | 'kroger';

export interface ProviderStore {
  locationId: string;
  chain: string;
  name: string;
  formattedAddress: string;
  zip: string | null;
  phone: string | null;
  hours: Record<string, string> | null;
  latitude: number | null;
  longitude: number | null;
  /** Miles from the searched zip, one decimal (search results only). */
  distance?: number;
}

export interface ProviderProduct {
  productId: string;
  foodId: string | null;
  name: string;
  brand: string;
  category: string;
  size: string;
  packageGrams: number | null;
  packageQuantity: number | null;
  packageUnit: string | null;
  aisle: string | null;
  /** Served path or https URL; null gets the category image. */
  imageUrl: string | null;
  regularCents: number;
  promo: { cents: number; validFrom: string; validTo: string } | null;
}

/** Where the next page starts; opaque to the sync job, stored as JSON with each batch. */
type ProductCursor = Record<string, unknown>;

export interface ProductPage {
  items: ProviderProduct[];
  /** null when the catalogue is exhausted. */
  next: ProductCursor | null;
  /** Calls to the provider this page cost (the built-in catalogue counts one per page too). */
  apiCalls: number;
  /** Total products, when the provider knows it. */
  total: number | null;
}

export interface ProductPageRequest {
  locationId: string;
  cursor: ProductCursor | null;
  /** The day whose prices and deals to fetch. */
  asOf: Date;
  saleFocus: boolean;
}

/** A provider refused more calls for now (HTTP 429 or its daily cap): stop cleanly. */
export class ProviderLimitError extends Error {
  override name = 'ProviderLimitError';
  constructor(
    message: string,
    readonly retryAt: Date | null,
  ) {
    super(message);
  }
}

export interface StoreProvider {
  readonly name: ProviderName;
  searchStores(zip: string, radiusMiles: number): Promise<ProviderStore[]>;
  getStore(locationId: string): Promise<ProviderStore | null>;
  fetchProducts(request: ProductPageRequest): Promise<ProductPage>;
  /** True when an image URL answers with an image (the image job's check). */
  checkImage?(url: string): Promise<boolean>;
}
