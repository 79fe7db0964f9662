import { useTranslation } from 'react-i18next';
import { routes, type AdminUserView } from '@tempo/shared';
import { ActionPanel } from '../../actions/ActionPanel';
import { AdjustBalanceForm } from './AdjustBalanceForm';
import { CreditScoreForm } from './CreditScoreForm';
import { LoginSwitchForm } from './LoginSwitchForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SecondFactorResetForm } from './SecondFactorResetForm';

const FORMS = {
  adjust: AdjustBalanceForm,
  creditScore: CreditScoreForm,
  password: ResetPasswordForm,
  login: LoginSwitchForm,
  secondFactor: SecondFactorResetForm,
} as const;

/** What ops may do to the trader: a button per action the role's routes admit, one form open at a time. */
export function UserActions({ user, onDone }: { user: AdminUserView; onDone(message: string): void }) {
  const { t } = useTranslation('ops');
  return (
    <ActionPanel<keyof typeof FORMS>
      label={t('users.actions.label')}
      testIdPrefix="ops-action"
      actions={[
        { name: 'adjust', route: routes.admin.adjustBalance, label: t('users.actions.adjust') },
        { name: 'creditScore', route: routes.admin.setCreditScore, label: t('users.actions.creditScore') },
        { name: 'password', route: routes.admin.resetPassword, label: t('users.actions.password') },
        {
          name: 'login',
          route: user.disabled ? routes.opsUsers.enable : routes.opsUsers.disable,
          label: user.disabled ? t('users.actions.enable') : t('users.actions.disable'),
          danger: !user.disabled,
        },
        // Only a second factor that is on can be reset.
        ...(user.secondFactor.on
          ? [
              {
                name: 'secondFactor' as const,
                route: routes.twoFactor.opsReset,
                label: t('users.actions.secondFactor'),
                danger: true,
              },
            ]
          : []),
      ]}
      onDone={onDone}
      form={(name, props) => {
        const Form = FORMS[name];
        return (
          <Form
            key={`${name}-${user.disabled}-${user.secondFactor.pendingReset !== null}`}
            user={user}
            {...props}
          />
        );
      }}
    />
  );
}
