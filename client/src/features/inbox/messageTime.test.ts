import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/formatDateTime';
import { formatMessageTime } from './messageTime';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const ago = (ms: number, locale = 'en') => formatMessageTime(NOW - ms, NOW, locale, 'Just now');

describe('message time', () => {
  it('reads as just now under 15 minutes', () => {
    expect(ago(0)).toBe('Just now');
    expect(ago(14 * MINUTE + 59_999)).toBe('Just now');
  });

  it('reads a time ahead of the device clock as just now', () => {
    expect(ago(-5 * MINUTE)).toBe('Just now');
  });

  it('counts whole minutes from 15 minutes to an hour', () => {
    expect(ago(15 * MINUTE)).toBe('15 minutes ago');
    expect(ago(59 * MINUTE + 59_999)).toBe('59 minutes ago');
  });

  it('counts whole hours under a day', () => {
    expect(ago(HOUR)).toBe('1 hour ago');
    expect(ago(23 * HOUR + 59 * MINUTE)).toBe('23 hours ago');
  });

  it("speaks the reader's language", () => {
    expect(ago(20 * MINUTE, 'vi')).toBe(new Intl.RelativeTimeFormat('vi').format(-20, 'minute'));
    expect(ago(3 * HOUR, 'zh-CN')).toBe('3小时前');
  });

  it('shows the date and time once a day old', () => {
    expect(ago(24 * HOUR)).toBe(formatDateTime(NOW - 24 * HOUR, 'en'));
    expect(ago(40 * 24 * HOUR, 'vi')).toBe(formatDateTime(NOW - 40 * 24 * HOUR, 'vi'));
    expect(ago(24 * HOUR)).toMatch(/2026/);
  });
});
