// The second factor's endpoints of the REST API, called through the route table (see @tempo/shared).
import {
  routes,
  type ConfirmIdentityBody,
  type PasskeyProof,
  type SecondFactorLoginBody,
} from '@tempo/shared';
import { call } from '../../../lib/apiClient';

export const fetchSecondFactor = () => call(routes.twoFactor.view, { hideLoading: true, quiet: true });

/** Confirms it is the trader for five minutes of protected actions; quiet: the dialog shows refusals. */
export const confirmIdentity = (body: ConfirmIdentityBody) =>
  call(routes.twoFactor.confirm, { body, quiet: true });

export const confirmPasskeyChallenge = () => call(routes.twoFactor.confirmPasskeyOptions, { quiet: true });

export const loginSecondFactor = (body: SecondFactorLoginBody) =>
  call(routes.twoFactor.loginSecondFactor, { body, quiet: true });

/** A passkey challenge at login: for the second step with its ticket, or alone without. */
export const loginPasskeyChallenge = (ticket?: string) =>
  call(routes.twoFactor.passkeyLoginOptions, { body: ticket ? { ticket } : {}, quiet: true });

export const loginWithPasskey = (proof: PasskeyProof) =>
  call(routes.twoFactor.passkeyLogin, { body: proof, quiet: true });

export const enrolTotp = () => call(routes.twoFactor.enrolTotp);
export const confirmTotp = (code: string) =>
  call(routes.twoFactor.confirmTotp, { body: { code }, quiet: true });
export const removeTotp = () => call(routes.twoFactor.removeTotp);
export const renewRecoveryCodes = () => call(routes.twoFactor.renewRecoveryCodes);

export const passkeyRegistrationChallenge = () => call(routes.twoFactor.passkeyOptions);
export const addPasskey = (body: PasskeyProof & { name: string }) =>
  call(routes.twoFactor.addPasskey, { body, quiet: true });
export const removePasskey = (id: number) => call(routes.twoFactor.removePasskey, { params: { id } });
