import { describe, expect, it } from 'vitest';
import { referencePath } from './referencePath';

describe('where a message links', () => {
  it('opens the deposit it names', () => {
    expect(referencePath({ type: 'deposit', id: 42 })).toBe('/pages/recharge/index?id=42');
  });

  it('opens the withdrawal list for a withdrawal', () => {
    expect(referencePath({ type: 'withdrawal', id: 7 })).toBe('/pages/withdraw-list/withdraw-list');
  });

  it('opens the verification page for a verification', () => {
    expect(referencePath({ type: 'verification', id: 3 })).toBe('/pages/verify/verify');
  });

  it('opens the security page for a sign-in from a new device', () => {
    expect(referencePath({ type: 'sign_in', id: 9 })).toBe('/pages/security/security');
  });
});
