import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { store } from '../../../../app/store';
import { Icon } from '../../../../lib/ui/Icon';

/** No channel is on: deposits cannot be made now, and customer service can help. */
export function DepositsUnavailable() {
  const { t } = useTranslation('deposit');
  const { serviceUrl } = useSnapshot(store);
  return (
    <section className="card deposit-unavailable" data-testid="deposit-unavailable">
      <span className="deposit-unavailable-icon">
        <Icon name="deposit" size={28} />
      </span>
      <h2 className="deposit-card-title">{t('unavailable.title')}</h2>
      <p className="deposit-muted">{t('unavailable.text')}</p>
      {serviceUrl && (
        <a
          className="button button-primary button-block"
          href={serviceUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="deposit-service"
        >
          <Icon name="headset" size={18} /> {t('unavailable.service')}
        </a>
      )}
    </section>
  );
}
