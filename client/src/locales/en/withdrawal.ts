// English strings of the withdrawal screens: the reference catalogue of the `withdrawal` namespace.
import type { Catalogue } from '../catalogue';

export const withdrawal = {
  placeholder: '',
};

export type WithdrawalMessages = Catalogue<typeof withdrawal>;
