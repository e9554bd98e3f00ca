import { sanitizeZip, ZIP_CODE_PATTERN } from '@saverly/contracts';
import { ZIP_PATTERN } from '@saverly/stores';
import { describe, expect, it } from 'vitest';

// One zip rule (issue #15): contracts owns it for the web and the API; the stores package, which
// may import no contracts, keeps its own copy for its zip table. They must say the same.
describe('the zip rule', () => {
  it('is the same in contracts and in the stores package', () => {
    expect(ZIP_PATTERN.source).toBe(ZIP_CODE_PATTERN.source);
    expect(ZIP_PATTERN.flags).toBe(ZIP_CODE_PATTERN.flags);
    for (const zip of ['10001', '1000', '100011', '1000a', ' 10001', ''])
      expect(ZIP_PATTERN.test(zip)).toBe(ZIP_CODE_PATTERN.test(zip));
  });

  it('keeps digits only, at most five, in what a visitor types', () => {
    expect(sanitizeZip('1a0-0 01')).toBe('10001');
    expect(sanitizeZip('123456789')).toBe('12345');
  });
});
