// Vietnamese strings of the deposit screens.
import type { DepositMessages } from '../en/deposit';

export const deposit: DepositMessages = {
  placeholder: '',
};
