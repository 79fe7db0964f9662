import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PATHS } from '../../../../app/paths';
import { Icon } from '../../../../lib/ui/Icon';
import type { WithdrawBlocker } from '../withdrawBlockers';

/** Where the trader fixes a blocker, when they can: its link's path, label key and test id. */
const FIXES = {
  NO_ACCOUNT: { href: PATHS.withdrawalAccount, label: 'withdraw.bindLink', testId: 'withdraw-bind-link' },
  NOT_VERIFIED: { href: PATHS.verify, label: 'withdraw.verifyLink', testId: 'withdraw-verify-link' },
} as const;

/** Why the trader cannot withdraw now, one notice per reason, each with a link where they can act. */
export function WithdrawBlockers({
  blockers,
  hours,
}: {
  blockers: readonly WithdrawBlocker[];
  hours: string;
}) {
  const { t } = useTranslation('withdrawal');
  if (blockers.length === 0) return null;
  return (
    <div className="withdraw-blockers" data-testid="withdraw-blockers">
      {blockers.map((blocker) => {
        const fix = blocker === 'NO_ACCOUNT' || blocker === 'NOT_VERIFIED' ? FIXES[blocker] : null;
        return (
          <div
            key={blocker}
            className="withdraw-blocker"
            role="status"
            data-testid={`withdraw-blocker-${blocker}`}
          >
            <Icon name="info" size={18} className="withdraw-blocker-icon" />
            <p>{t(`withdraw.blocked.${blocker}`, { hours })}</p>
            {fix && (
              <Link href={fix.href} className="button button-small button-primary" data-testid={fix.testId}>
                {t(fix.label)}
              </Link>
            )}
          </div>
        );
      })}
    </div>
  );
}
