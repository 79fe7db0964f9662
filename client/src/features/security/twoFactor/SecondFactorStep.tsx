import { useTranslation } from 'react-i18next';
import type { LoginResult, SecondFactorChallenge } from '@tempo/shared';
import { ApiError } from '../../../lib/apiClient';
import { loginPasskeyChallenge, loginSecondFactor } from './api';
import { SecondFactorForm } from './SecondFactorForm';
import './twoFactor.css';

interface SecondFactorStepProps {
  challenge: SecondFactorChallenge['secondFactor'];
  onSession: (session: LoginResult) => Promise<void>;
  /** The ticket ran out: back to the password. */
  onRestart: () => void;
}

/** Login's second step (twoFactor/SPEC.md 2F4): the ticket of the right password and a second factor. */
export function SecondFactorStep({ challenge, onSession, onRestart }: SecondFactorStepProps) {
  const { t } = useTranslation('twoFactor');
  return (
    <div className="card form" data-testid="login-second-factor">
      <h2 className="two-factor-section-title">{t('login.title')}</h2>
      <p className="two-factor-text">{t('login.text')}</p>
      <SecondFactorForm
        methods={challenge.methods}
        testId="login-factor"
        passkeyChallenge={() => loginPasskeyChallenge(challenge.ticket)}
        submit={async (proof) => {
          try {
            await onSession(await loginSecondFactor({ ticket: challenge.ticket, proof }));
          } catch (error) {
            if (error instanceof ApiError && error.code === 'LOGIN_TICKET_EXPIRED') onRestart();
            throw error;
          }
        }}
      />
      <button
        type="button"
        className="link second-factor-switch"
        onClick={onRestart}
        data-testid="login-factor-back"
      >
        {t('login.back')}
      </button>
    </div>
  );
}
