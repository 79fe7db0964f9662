// Simplified Chinese strings of the withdrawal screens.
import type { WithdrawalMessages } from '../en/withdrawal';

export const withdrawal: WithdrawalMessages = {
  placeholder: '',
};
