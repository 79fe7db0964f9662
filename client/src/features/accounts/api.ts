// The accounts endpoints of the REST API (see the contract in @tempo/shared).
import type {
  ChangePasswordBody,
  LoginBody,
  LoginResult,
  Profile,
  RegisterBody,
  RegisterCheckBody,
} from '@tempo/shared';
import { api, type RequestOptions } from '../../lib/apiClient';

export const login = (body: LoginBody) => api.post<LoginResult>('/auth/login', body);

/** Register step 1: is the account free, the phone valid and the opening code known? */
export const checkRegistration = (body: RegisterCheckBody) =>
  api.post<{ available: true }>('/auth/register-check', body);

export const register = (body: RegisterBody) => api.post<{ account: string }>('/auth/register', body);

export const logout = () => api.post<null>('/auth/logout');

export const fetchProfile = (options?: RequestOptions) => api.get<Profile>('/user/profile', options);

export const changePassword = (body: ChangePasswordBody) => api.post<null>('/user/password', body);
