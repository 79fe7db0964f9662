import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../lib/ui/Icon';
import '../content.css';

// The sheet and its Markdown renderer load on the first tap, not with the form.
const RiskSheet = lazy(() => import('./RiskSheet').then((m) => ({ default: m.RiskSheet })));

/** A small "Risk disclosure" link that opens the disclosure in a sheet. */
export function RiskDisclosureLink({ testId }: { testId: string }) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="text-link" data-testid={testId} onClick={() => setOpen(true)}>
        <Icon name="info" size={16} />
        {t('risk.link')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <RiskSheet onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
