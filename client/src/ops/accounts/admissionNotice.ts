// What the console says when the server tells of an ops account that may now log in (created, or
// enabled again): every superadmin hears who let whom in, so a second account one of them makes for
// themselves is seen by the others at once.
import type { TFunction } from 'i18next';
import type { OpsAccountAdmittedEvent } from '@tempo/shared';

/**
 * The notice of an admitted account in the console's language, or null when the caller admitted
 * it (`selfId`): their own form has said so already.
 */
export function admissionNotice(
  admitted: OpsAccountAdmittedEvent,
  selfId: number | undefined,
  t: TFunction<'ops'>,
): string | null {
  if (admitted.by.id === selfId) return null;
  const values = {
    by: admitted.by.username,
    username: admitted.account.username,
    role: t(`role.${admitted.account.role}`),
  };
  return admitted.change === 'created'
    ? t('accounts.admitted.created', values)
    : t('accounts.admitted.enabled', values);
}
