// Simplified Chinese strings of the kyc screens.
import type { KycMessages } from '../en/kyc';

export const kyc: KycMessages = {
  placeholder: '',
};
