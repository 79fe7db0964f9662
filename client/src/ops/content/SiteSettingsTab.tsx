import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, siteSettingsBody, type AdminSiteSettingsView, type SiteSettingsBody } from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { PageLoadFailed, PageLoading } from '../../lib/ui/PageState';
import { useMayCall } from '../access/mayCall';
import { Facts, formatWhen } from '../queues/Facts';
import { usePolled } from '../usePolled';
import { contentProblem } from './contentProblem';
import { SaveButton } from './EditorButtons';
import { EditorFrame } from './EditorFrame';
import { UrlField } from './UrlField';
import { useContentAction } from './useContentAction';

const SETTINGS_POLL_MS = 30_000;
const loadSettings = () => call(routes.content.adminSiteSettings, { hideLoading: true, quiet: true });

/** The customer-service link, the logo and the debugger detection, with what is served now. */
export function SiteSettingsTab() {
  const settings = usePolled(loadSettings, SETTINGS_POLL_MS);
  if (settings.value === null) {
    return settings.failed ? <PageLoadFailed onRetry={settings.refresh} /> : <PageLoading />;
  }
  // A save (here or by a colleague) starts the form again from what is stored.
  return (
    <SiteSettingsForm
      key={settings.value.updatedAt ?? 0}
      settings={settings.value}
      onChanged={settings.refresh}
    />
  );
}

function SiteSettingsForm({ settings, onChanged }: { settings: AdminSiteSettingsView; onChanged(): void }) {
  const { t } = useTranslation('ops');
  const mayWrite = useMayCall()(routes.content.updateSiteSettings);
  const action = useContentAction(onChanged);
  const [serviceUrl, setServiceUrl] = useState(settings.serviceUrl ?? '');
  const [siteLogo, setSiteLogo] = useState(settings.siteLogo ?? '');
  const [debuggerDetection, setDebuggerDetection] = useState(settings.debuggerDetection);

  // Only what changed is sent; a blank field goes back to the configured default (null).
  const override = (typed: string) => (typed.trim() === '' ? null : typed.trim());
  const body: SiteSettingsBody = {};
  if (override(serviceUrl) !== settings.serviceUrl) body.serviceUrl = override(serviceUrl);
  if (override(siteLogo) !== settings.siteLogo) body.siteLogo = override(siteLogo);
  if (debuggerDetection !== settings.debuggerDetection) body.debuggerDetection = debuggerDetection;
  const changed = Object.keys(body).length > 0;
  const labels: Record<string, string> = {
    serviceUrl: t('content.settings.serviceUrl'),
    siteLogo: t('content.settings.siteLogo'),
  };
  const problem = changed ? contentProblem(siteSettingsBody, body, (field) => labels[field] ?? field) : null;
  const logo = override(siteLogo) ?? settings.served.site_logo;

  return (
    <EditorFrame
      title={t('content.settings.title')}
      testId="ops-site-settings"
      problem={mayWrite ? problem : null}
      form={
        <>
          <Facts
            rows={[
              [t('content.settings.servedService'), settings.served.service_url],
              [t('content.settings.servedLogo'), settings.served.site_logo],
              [t('content.settings.updatedAt'), settings.updatedAt && formatWhen(settings.updatedAt)],
            ]}
          />
          <UrlField
            label={labels.serviceUrl!}
            value={serviceUrl}
            disabled={!mayWrite}
            placeholder={settings.served.service_url}
            hint={t('content.settings.serviceHint')}
            testId="ops-settings-service"
            onChange={setServiceUrl}
          />
          <UrlField
            label={labels.siteLogo!}
            value={siteLogo}
            disabled={!mayWrite}
            placeholder={settings.served.site_logo}
            hint={t('content.settings.logoHint')}
            testId="ops-settings-logo"
            onChange={setSiteLogo}
          />
          {logo && <img className="ops-logo-preview" src={logo} alt={t('content.settings.logoPreview')} />}
          <label className="ops-check">
            <input
              type="checkbox"
              checked={debuggerDetection}
              disabled={!mayWrite}
              onChange={(event) => setDebuggerDetection(event.target.checked)}
              data-testid="ops-settings-debugger"
            />
            <span>{t('content.settings.debugger')}</span>
          </label>
          <p className="ops-muted">{t('content.settings.debuggerHint')}</p>
        </>
      }
      actions={
        mayWrite && (
          <SaveButton
            testId="ops-settings-save"
            busy={action.busy}
            ready={changed && problem === null}
            onClick={() =>
              void action.run(() => call(routes.content.updateSiteSettings, { body }), t('content.saved'))
            }
          />
        )
      }
    />
  );
}
