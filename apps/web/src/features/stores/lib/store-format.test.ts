import { describe, expect, it } from 'vitest';
import { sanitizeZip } from '@saverly/contracts';
import { storeAddress, storeDistance, storeHours, storeName, zipError } from './store-format';

describe('zip rules', () => {
  it('keeps digits only, at most 5', () => {
    expect(sanitizeZip('1a0-0 01')).toBe('10001');
    expect(sanitizeZip('123456789')).toBe('12345');
    expect(sanitizeZip('abc')).toBe('');
  });

  it('needs exactly 5 digits', () => {
    expect(zipError('10001')).toBeNull();
    expect(zipError('1000')).toBe('Please enter a valid 5-digit zip code');
    expect(zipError('')).toBe('Please enter a valid 5-digit zip code');
  });
});

describe('store card fallbacks', () => {
  it('name and address', () => {
    expect(storeName({})).toBe('Store Name Not Available');
    expect(storeName({ name: '  ' })).toBe('Store Name Not Available');
    expect(storeName({ name: 'Fresh Lane' })).toBe('Fresh Lane');
    expect(storeAddress({ formatted_address: null })).toBe('Address Not Available');
    expect(storeAddress({ address: '1 Main St' })).toBe('1 Main St');
  });

  it('hours: string, today of a weekday object, missing, no entry for today', () => {
    const wednesday = new Date(2026, 10, 18);
    expect(storeHours('Open 24 hours', wednesday)).toBe('Open 24 hours');
    expect(storeHours({ wednesday: '7:00 AM - 10:00 PM' }, wednesday)).toBe('7:00 AM - 10:00 PM');
    expect(storeHours({ Wednesday: '8:00 AM - 9:00 PM' }, wednesday)).toBe('8:00 AM - 9:00 PM');
    expect(storeHours(null, wednesday)).toBe('Hours not available');
    expect(storeHours(undefined, wednesday)).toBe('Hours not available');
    expect(storeHours({ monday: '7:00 AM - 10:00 PM' }, wednesday)).toBe('Call store for hours');
  });

  it('distance to one decimal, else unknown', () => {
    expect(storeDistance(1.26)).toBe('1.3 miles');
    expect(storeDistance(12)).toBe('12.0 miles');
    expect(storeDistance(0)).toBe('Distance unknown');
    expect(storeDistance(Number.NaN)).toBe('Distance unknown');
    expect(storeDistance(undefined)).toBe('Distance unknown');
    expect(storeDistance(null)).toBe('Distance unknown');
  });
});
