// Shows every ops account admitted by someone else as a toast, wherever in the console the
// superadmin is (the server sends these only to the roles that manage ops accounts).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast/toast';
import { onOpsAccountAdmitted } from '../desk/deskSocket';
import { opsStore } from '../opsStore';
import { admissionNotice } from './admissionNotice';

/** How long the notice stays up (ms): long enough to be read between two other toasts. */
const NOTICE_MS = 8_000;

export function useAdmissionNotices(): void {
  const { t } = useTranslation('ops');
  useEffect(
    () =>
      onOpsAccountAdmitted((admitted) => {
        const notice = admissionNotice(admitted, opsStore.identity?.id, t);
        if (notice) toast(notice, NOTICE_MS);
      }),
    [t],
  );
}
