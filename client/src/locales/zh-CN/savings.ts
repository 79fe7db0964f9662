// Simplified Chinese strings of the savings screens.
import type { SavingsMessages } from '../en/savings';

export const savings: SavingsMessages = {
  placeholder: '',
};
