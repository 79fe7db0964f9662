// The accounts endpoints of the REST API, called through the route table (see @tempo/shared).
import {
  routes,
  type ChangePasswordBody,
  type LoginBody,
  type RegisterBody,
  type RegisterCheckBody,
} from '@tempo/shared';
import { call, type RequestOptions } from '../../lib/apiClient';

export const login = (body: LoginBody) => call(routes.accounts.login, { body });

/** Register step 1: is the account free, the phone valid and the opening code known? */
export const checkRegistration = (body: RegisterCheckBody) => call(routes.accounts.registerCheck, { body });

export const register = (body: RegisterBody) => call(routes.accounts.register, { body });

export const logout = () => call(routes.accounts.logout);

export const fetchProfile = (options?: RequestOptions) => call(routes.accounts.profile, options);

export const changePassword = (body: ChangePasswordBody) => call(routes.accounts.changePassword, { body });
