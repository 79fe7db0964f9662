// The account just registered, handed from the registration page to the login form it leads to,
// so the new trader types only the password. Kept in memory only: a reload forgets it.
let registered: string | null = null;

export function rememberRegisteredAccount(account: string): void {
  registered = account;
}

/** The account just registered, once; null when none is waiting. */
export function takeRegisteredAccount(): string | null {
  const account = registered;
  registered = null;
  return account;
}
