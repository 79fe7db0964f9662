// English strings of the deposit screens: the reference catalogue of the `deposit` namespace.
import type { Catalogue } from '../catalogue';

export const deposit = {
  placeholder: '',
};

export type DepositMessages = Catalogue<typeof deposit>;
