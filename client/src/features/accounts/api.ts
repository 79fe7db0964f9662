// The accounts endpoints of the REST API, called through the route table (see @tempo/shared).
import {
  routes,
  type ChangePasswordBody,
  type LoginBody,
  type RegisterBody,
  type RegisterCheckBody,
} from '@tempo/shared';
import { call, type RequestOptions } from '../../lib/apiClient';

// The forms' calls are quiet: each form puts a refusal under the field it names, or toasts it.

export const login = (body: LoginBody) => call(routes.accounts.login, { body, quiet: true });

/** Register step 1: is the account free, the phone valid and the opening code known? */
export const checkRegistration = (body: RegisterCheckBody) =>
  call(routes.accounts.registerCheck, { body, quiet: true });

export const register = (body: RegisterBody) => call(routes.accounts.register, { body, quiet: true });

export const logout = () => call(routes.accounts.logout);

export const fetchProfile = (options?: RequestOptions) => call(routes.accounts.profile, options);

export const changePassword = (body: ChangePasswordBody) =>
  call(routes.accounts.changePassword, { body, quiet: true });
