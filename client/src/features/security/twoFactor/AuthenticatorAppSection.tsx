import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondFactorView, TotpEnrolment } from '@tempo/shared';
import { ApiError } from '../../../lib/apiClient';
import { copyText } from '../../../lib/clipboard';
import { confirm } from '../../../lib/dialog/confirm';
import { toast } from '../../../lib/toast/toast';
import { QrCode } from '../../../lib/ui/QrCode';
import { TextField } from '../../../lib/ui/TextField';
import { confirmTotp, enrolTotp, removeTotp, renewRecoveryCodes } from './api';
import { FormActions } from './FormActions';
import { RecoveryCodesSheet } from './RecoveryCodesSheet';

interface AuthenticatorAppSectionProps {
  view: SecondFactorView;
  onChanged: (view?: SecondFactorView) => void;
}

/**
 * The authenticator app (2F1): set up by scanning a QR code (or typing its key) and sending back
 * the first code; on, it can be turned off; recovery codes are renewed here.
 */
export function AuthenticatorAppSection({ view, onChanged }: AuthenticatorAppSectionProps) {
  const { t, i18n } = useTranslation('twoFactor');
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch {
      // Toasted by the API client.
    } finally {
      setBusy(false);
    }
  }

  const turnOff = () =>
    act(async () => {
      const sure = await confirm({
        title: t('app.offTitle'),
        message: t(view.passkeys.length > 0 ? 'app.offMessagePasskeys' : 'app.offMessage'),
        confirmText: t('app.turnOff'),
        cancelText: t('cancel'),
      });
      if (!sure) return;
      onChanged(await removeTotp());
      toast(t('app.turnedOff'));
    });

  const renew = () =>
    act(async () => {
      const sure = await confirm({
        title: t('recovery.renewTitle'),
        message: t('recovery.renewMessage'),
        confirmText: t('recovery.renew'),
        cancelText: t('cancel'),
      });
      if (!sure) return;
      const { recoveryCodes } = await renewRecoveryCodes();
      setCodes(recoveryCodes);
    });

  return (
    <section className="card two-factor-section" data-testid="security-app">
      <div className="two-factor-status">
        <h2 className="two-factor-section-title">{t('app.title')}</h2>
        <span className="two-factor-state" data-on={view.totp} data-testid="security-app-state">
          {t(view.totp ? 'on' : 'off')}
        </span>
      </div>
      <p className="two-factor-text">{t('app.intro')}</p>
      {enrolment ? (
        <Enrolment
          enrolment={enrolment}
          onDone={(recoveryCodes) => {
            setEnrolment(null);
            if (recoveryCodes) setCodes(recoveryCodes);
            toast(t('app.turnedOn'));
            onChanged();
          }}
          onCancel={() => setEnrolment(null)}
        />
      ) : (
        <div className="two-factor-actions">
          {view.totp ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={turnOff}
              data-testid="security-app-off"
            >
              {t('app.turnOff')}
            </button>
          ) : (
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => act(async () => setEnrolment(await enrolTotp()))}
              data-testid="security-app-setup"
            >
              {t('app.setUp')}
            </button>
          )}
        </div>
      )}
      {view.on && (
        <div className="two-factor-status">
          <span className="two-factor-text" data-testid="security-recovery-left">
            {t('recovery.left', {
              left: new Intl.NumberFormat(i18n.language).format(view.recoveryCodesLeft),
            })}
          </span>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={busy}
            onClick={renew}
            data-testid="security-recovery-renew"
          >
            {t('recovery.renew')}
          </button>
        </div>
      )}
      {codes && (
        <RecoveryCodesSheet
          codes={codes}
          onClose={() => {
            setCodes(null);
            onChanged();
          }}
        />
      )}
    </section>
  );
}

interface EnrolmentProps {
  enrolment: TotpEnrolment;
  onDone: (recoveryCodes: string[] | null) => void;
  onCancel: () => void;
}

/** Scan (or type the key), then send back the first code. */
function Enrolment({ enrolment, onDone, onCancel }: EnrolmentProps) {
  const { t } = useTranslation('twoFactor');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(t('codeRequired'));
    setBusy(true);
    try {
      const { recoveryCodes } = await confirmTotp(code);
      onDone(recoveryCodes);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="second-factor-form" onSubmit={submit} noValidate data-testid="security-app-enrolment">
      <p className="two-factor-text">{t('app.scan')}</p>
      <div className="two-factor-qr">
        <QrCode value={enrolment.uri} size={176} label={t('app.qrLabel')} testId="security-app-qr" />
      </div>
      <p className="two-factor-text">{t('app.orType')}</p>
      <div className="two-factor-secret">
        <span className="two-factor-secret-key" data-testid="security-app-secret">
          {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
        </span>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={async () => toast(t((await copyText(enrolment.secret)) ? 'copied' : 'copyFailed'))}
        >
          {t('copy')}
        </button>
      </div>
      <TextField
        label={t('app.firstCode')}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        data-testid="security-app-code"
      />
      <FormActions
        submitLabel={t('app.turnOn')}
        busy={busy}
        onCancel={onCancel}
        submitTestId="security-app-confirm"
      />
    </form>
  );
}
