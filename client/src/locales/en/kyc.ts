// English strings of the kyc screens: the reference catalogue of the `kyc` namespace.
import type { Catalogue } from '../catalogue';

export const kyc = {
  placeholder: '',
};

export type KycMessages = Catalogue<typeof kyc>;
