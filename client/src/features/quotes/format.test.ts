import { describe, expect, it } from 'vitest';
import { formatCompact, formatPercent, formatPrice, formatSignedPrice } from './format';

describe('quote formatting', () => {
  it('prints prices with the product precision and grouped thousands', () => {
    expect(formatPrice(67123.456, 2)).toBe('67,123.46');
    expect(formatPrice(1.1, 5)).toBe('1.10000');
    expect(formatPrice(2400, 0)).toBe('2,400');
  });

  it('signs changes with plus and a true minus, and none for zero', () => {
    expect(formatSignedPrice(12.3, 2)).toBe('+12.30');
    expect(formatSignedPrice(-4, 2)).toBe('\u22124.00');
    expect(formatSignedPrice(-0.001, 2)).toBe('0.00');
    expect(formatPercent(1.874)).toBe('+1.87%');
    expect(formatPercent(-0.42)).toBe('\u22120.42%');
    expect(formatPercent(0.001)).toBe('0.00%');
  });

  it('groups and marks decimals as each language does', () => {
    expect(formatPrice(67123.456, 2, 'vi-VN')).toBe('67.123,46');
    expect(formatPrice(67123.456, 2, 'de-DE')).toBe('67.123,46');
    expect(formatPrice(67123.456, 2, 'fr-FR')).toBe('67\u202f123,46');
    expect(formatSignedPrice(-4, 2, 'vi-VN')).toBe('\u22124,00');
    expect(formatPercent(1.874, 'fr-FR')).toBe('+1,87\u00a0%');
  });

  it('shortens volumes', () => {
    expect(formatCompact(1234)).toBe('1.23K');
    expect(formatCompact(82_400_000)).toBe('82.4M');
    expect(formatCompact(12)).toBe('12');
  });
});
