import { useTranslation } from 'react-i18next';
import { useConnectionState } from '../../../lib/socket';
import '../quotes.css';

/** The live connection: a green, amber or red dot with its name. */
export function ConnectionDot() {
  const { t } = useTranslation();
  const state = useConnectionState();
  const label = t(`quotes.connection.${state}`);
  return (
    <span className={`connection connection-${state}`} data-testid="connection-state" data-state={state}>
      <span className="connection-dot" aria-hidden="true" />
      <span className="connection-label">{label}</span>
    </span>
  );
}
