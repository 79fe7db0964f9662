import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../lib/ui/BottomSheet';
import { ContentPageView } from './ContentPageView';
import '../../trading/trading.css';
import '../content.css';

/**
 * The risk disclosure in a sheet over the page, so a form being filled in (registration, a
 * purchase) stays as it was. Drawn at the end of the body: it may open from inside another sheet.
 */
export function RiskSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('content');
  return createPortal(
    <BottomSheet title={t('risk.title')} onClose={onClose} testId="risk-sheet">
      <div className="risk-sheet-body">
        <ContentPageView slug="risk" heading={false} />
      </div>
    </BottomSheet>,
    document.body,
  );
}
