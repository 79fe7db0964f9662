import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { store } from '../../../../app/store';
import { Icon } from '../../../../lib/ui/Icon';

/**
 * The bound account cannot be changed by its owner (SPEC §6): the note says so, with a button to
 * customer service when the site config names its link.
 */
export function ChangeAccountNote() {
  const { t } = useTranslation('withdrawal');
  const { serviceUrl } = useSnapshot(store);
  return (
    <div className="withdrawal-change-note" data-testid="withdrawal-change-note">
      <p>
        <Icon name="info" size={16} /> {t('account.changeNote')}
      </p>
      {serviceUrl && (
        <a
          className="button button-secondary button-block"
          href={serviceUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="withdrawal-contact-service"
        >
          <Icon name="headset" size={18} /> {t('account.contactService')}
        </a>
      )}
    </div>
  );
}
