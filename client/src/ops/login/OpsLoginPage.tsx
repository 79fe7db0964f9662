import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { logIn } from '../session';

/** The ops login: username and password; the server answers with the session cookie. */
export function OpsLoginPage() {
  const { t } = useTranslation('ops');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await logIn(username.trim(), password);
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="ops-login">
      <form className="ops-card ops-login-form" onSubmit={(event) => void submit(event)}>
        <h1>{t('login.title')}</h1>
        <label className="ops-field">
          <span>{t('login.username')}</span>
          <input
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            required
          />
        </label>
        <label className="ops-field">
          <span>{t('login.password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        </label>
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('login.submit')}
        </button>
      </form>
    </main>
  );
}
