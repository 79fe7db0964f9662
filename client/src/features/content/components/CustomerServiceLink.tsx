import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { store } from '../../../app/store';
import { Icon } from '../../../lib/ui/Icon';
import '../content.css';

/**
 * "Contact customer service", opening the site config's service link in a new tab, under a text
 * that sends the reader there; nothing while the site config names no link.
 */
export function CustomerServiceLink({ testId }: { testId: string }) {
  const { t } = useTranslation('content');
  const { serviceUrl } = useSnapshot(store);
  if (!serviceUrl) return null;
  return (
    <a
      className="button button-secondary button-block"
      href={serviceUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
    >
      <Icon name="headset" size={18} /> {t('service.contact')}
    </a>
  );
}
