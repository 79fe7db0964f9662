import { describe, expect, it } from 'vitest';
import { localDecimal } from './localDecimal';

describe('localDecimal', () => {
  it('writes the decimal sign of the language and keeps every digit', () => {
    expect(localDecimal('0.0100', 'en-US')).toBe('0.0100');
    expect(localDecimal('0.0100', 'vi-VN')).toBe('0,0100');
    expect(localDecimal('3.65', 'de-DE')).toBe('3,65');
    expect(localDecimal('3.65', 'zh-CN')).toBe('3.65');
  });
});
