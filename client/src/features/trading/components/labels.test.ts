import { describe, expect, it } from 'vitest';
import { payoutPercent } from './labels';

describe('payoutPercent', () => {
  it('writes a payout rate as the language writes a percentage', () => {
    expect(payoutPercent(8_500, 'en')).toBe('85%');
    expect(payoutPercent(8_750, 'en')).toBe('87.5%');
    // German and French put a no-break space before the sign (which one depends on the ICU data).
    expect(payoutPercent(8_750, 'de')).toMatch(/^87,5[\u00a0\u202f]%$/);
    expect(payoutPercent(8_000, 'fr')).toMatch(/^80[\u00a0\u202f]%$/);
    expect(payoutPercent(8_050, 'vi')).toBe('80,5%');
  });
});
