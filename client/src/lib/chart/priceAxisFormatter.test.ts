import { describe, expect, it } from 'vitest';
import { priceAxisFormatter } from './priceAxisFormatter';

describe('priceAxisFormatter', () => {
  it('groups and separates digits as the language does, with the product’s precision', () => {
    expect(priceAxisFormatter('en', 2)(67_154.19)).toBe('67,154.19');
    expect(priceAxisFormatter('de', 2)(67_154.19)).toBe('67.154,19');
    expect(priceAxisFormatter('vi', 2)(67_154.19)).toBe('67.154,19');
    expect(priceAxisFormatter('fr', 5)(1.0842)).toBe('1,08420');
  });
});
