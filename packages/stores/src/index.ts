/**
 * @saverly/stores — the built-in store catalogue (pure; no I/O): stores at real US zip code
 * locations, the products each stocks with its prices, and each week's deterministic sales.
 */
export { CHAINS, chainById, type Chain } from './chains.js';
export { PLACEHOLDER_IMAGE, categoryImage } from './categories.js';
export { ZIP_PATTERN, allUsZips, distanceMiles, lookupZip, roundMiles, type ZipPoint } from './geo.js';
export { shelfPrice, sizeText, storeProducts, type StoreProduct } from './products.js';
export { hash32, mulberry32, rngFor } from './random.js';
export { pricedProducts, syncOrder, weeklyDeals, type Deal, type PricedProduct } from './sales.js';
export {
  UnknownZipError,
  WEEKDAYS,
  searchStores,
  storeByLocationId,
  type CatalogueStore,
  type StoreMatch,
  type Weekday,
} from './stores.js';
export { isoWeek, type IsoWeek } from './week.js';
