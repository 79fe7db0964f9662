import { describe, expect, it } from 'vitest';
import { mayResubmit, statusPillClass } from './verificationStatus';

describe('verification states', () => {
  it('offers the form when nothing was submitted or after a rejection, never under review or once approved', () => {
    expect(mayResubmit('none')).toBe(true);
    expect(mayResubmit('rejected')).toBe(true);
    expect(mayResubmit('pending')).toBe(false);
    expect(mayResubmit('approved')).toBe(false);
  });

  it('colours the status pill as the other requests do', () => {
    expect(statusPillClass('pending')).toBe('status-pill status-pending');
    expect(statusPillClass('approved')).toBe('status-pill status-success');
    expect(statusPillClass('rejected')).toBe('status-pill status-failed');
    expect(statusPillClass('none')).toBe('');
  });
});
