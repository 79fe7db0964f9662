import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/formatDateTime';
import { formatNewsTime } from './newsTime';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (ms: number, locale = 'en') => formatNewsTime(NOW - ms, NOW, locale, 'Just now');

describe('news time', () => {
  it('reads as just now under 15 minutes, then minutes and hours ago', () => {
    expect(ago(14 * MINUTE)).toBe('Just now');
    expect(ago(15 * MINUTE)).toBe('15 minutes ago');
    expect(ago(5 * HOUR)).toBe('5 hours ago');
  });

  it('counts days for a week', () => {
    expect(ago(DAY)).toBe('yesterday');
    expect(ago(3 * DAY + HOUR)).toBe('3 days ago');
    expect(ago(6 * DAY + 23 * HOUR)).toBe('6 days ago');
  });

  it("speaks the reader's language", () => {
    expect(ago(2 * DAY, 'zh-CN')).toBe('前天');
    expect(ago(4 * DAY, 'vi')).toBe(new Intl.RelativeTimeFormat('vi', { numeric: 'auto' }).format(-4, 'day'));
  });

  it('shows the date and time from a week old', () => {
    expect(ago(7 * DAY)).toBe(formatDateTime(NOW - 7 * DAY, 'en'));
    expect(ago(30 * DAY, 'vi')).toBe(formatDateTime(NOW - 30 * DAY, 'vi'));
  });
});
