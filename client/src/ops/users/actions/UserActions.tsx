import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type AdminUserView, type RouteDefinition } from '@tempo/shared';
import { useMayCall } from '../../access/mayCall';
import { AdjustBalanceForm } from './AdjustBalanceForm';
import { CreditScoreForm } from './CreditScoreForm';
import { LoginSwitchForm } from './LoginSwitchForm';
import { ResetPasswordForm } from './ResetPasswordForm';

type ActionName = 'adjust' | 'creditScore' | 'password' | 'login';

const FORMS = {
  adjust: AdjustBalanceForm,
  creditScore: CreditScoreForm,
  password: ResetPasswordForm,
  login: LoginSwitchForm,
} as const;

/** What ops may do to the trader: a button per action the role's routes admit, one form open at a time. */
export function UserActions({ user, onDone }: { user: AdminUserView; onDone(message: string): void }) {
  const { t } = useTranslation('ops');
  const mayCall = useMayCall();
  const [open, setOpen] = useState<ActionName | null>(null);
  const actions: [ActionName, RouteDefinition, string][] = [
    ['adjust', routes.admin.adjustBalance, t('users.actions.adjust')],
    ['creditScore', routes.admin.setCreditScore, t('users.actions.creditScore')],
    ['password', routes.admin.resetPassword, t('users.actions.password')],
    [
      'login',
      user.disabled ? routes.opsUsers.enable : routes.opsUsers.disable,
      user.disabled ? t('users.actions.enable') : t('users.actions.disable'),
    ],
  ];
  const allowed = actions.filter(([, route]) => mayCall(route));
  if (allowed.length === 0) return null;
  const Form = open && allowed.some(([name]) => name === open) ? FORMS[open] : null;
  return (
    <section className="ops-user-actions" aria-label={t('users.actions.label')}>
      <div className="ops-actions">
        {allowed.map(([name, , label]) => (
          <button
            key={name}
            type="button"
            className={
              name === open
                ? 'button button-primary'
                : name === 'login' && !user.disabled
                  ? 'button ops-button-danger-outline'
                  : 'button button-secondary'
            }
            aria-expanded={name === open}
            onClick={() => setOpen(name === open ? null : name)}
            data-testid={`ops-action-${name}`}
          >
            {label}
          </button>
        ))}
      </div>
      {Form && (
        <Form
          key={`${open}-${user.disabled}`}
          user={user}
          onCancel={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
            onDone(message);
          }}
        />
      )}
    </section>
  );
}
