import type { Role } from '../platform/config';

/** Roles asked for on the command line (`--roles api,worker`), overriding the ROLES variable. */
export function rolesFromArgv(argv: string[]): string | undefined {
  const index = argv.findIndex((arg) => arg === '--roles' || arg.startsWith('--roles='));
  if (index === -1) return undefined;
  const arg = argv[index]!;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
}

export function hasRole(roles: readonly Role[], role: Role): boolean {
  return roles.includes(role);
}
