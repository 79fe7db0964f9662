import { useTranslation } from 'react-i18next';
import type { MyVerificationView } from '@tempo/shared';
import { countryName } from '../../../lib/countries';
import { formatDateTime } from '../../../lib/formatDateTime';
import { Icon } from '../../../lib/ui/Icon';
import { statusPillClass } from '../verificationStatus';

/** An ISO 8601 time of the API as epoch ms, or null. */
const epochOf = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

/**
 * Where the trader's verification stands (SPEC §4): what to do when nothing was submitted, Under
 * Verification, Verification Successful with the Verified badge, or the reason of a rejection.
 */
export function VerificationStatusCard({ view }: { view: MyVerificationView }) {
  const { t } = useTranslation('kyc');
  const { status } = view;
  return (
    <section
      className={`card kyc-status kyc-status-${status}`}
      data-testid="verify-status"
      data-status={status}
      aria-live="polite"
    >
      <div className="kyc-status-head">
        <span className="kyc-status-icon">
          <Icon name={status === 'approved' ? 'shield' : 'verify'} size={26} />
        </span>
        <div className="kyc-status-text">
          <h2 className="kyc-status-title" data-testid="verify-status-title">
            {t(`status.${status}.title`)}
          </h2>
          <p className="kyc-status-message">{t(`status.${status}.message`)}</p>
        </div>
      </div>
      {status === 'approved' && (
        <span className="badge badge-verified kyc-verified-badge" data-testid="verify-verified-badge">
          <Icon name="shield" size={14} /> {t('status.verifiedBadge')}
        </span>
      )}
      {status === 'rejected' && view.reason && (
        <p className="kyc-reason" data-testid="verify-reason">
          <strong>{t('status.reason')}</strong> {view.reason}
        </p>
      )}
      {status !== 'none' && <SubmittedDetails view={view} />}
    </section>
  );
}

type DetailKey = 'name' | 'idNumber' | 'nationality' | 'submittedAt' | 'reviewedAt';

/** What was submitted: the name, the ID number masked by the server, the nationality, the times. */
function SubmittedDetails({ view }: { view: MyVerificationView }) {
  const { t, i18n } = useTranslation('kyc');
  const time = (iso: string | null) => iso && formatDateTime(epochOf(iso), i18n.language);
  const rows: { key: DetailKey; value: string | null }[] = [
    { key: 'name', value: view.name },
    { key: 'idNumber', value: view.idNumberMasked },
    { key: 'nationality', value: view.nationality && countryName(view.nationality, i18n.language) },
    { key: 'submittedAt', value: time(view.submittedAt) },
    { key: 'reviewedAt', value: time(view.reviewedAt) },
  ];
  return (
    <dl className="kyc-details">
      <div className="kyc-detail">
        <dt>{t('details.status')}</dt>
        <dd>
          <span className={statusPillClass(view.status)} data-testid="verify-status-pill">
            {t(`status.${view.status}.pill`)}
          </span>
        </dd>
      </div>
      {rows.map(
        ({ key, value }) =>
          value && (
            <div className="kyc-detail" key={key}>
              <dt>{t(`details.${key}`)}</dt>
              <dd data-testid={`verify-detail-${key}`}>{value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
