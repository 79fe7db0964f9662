// English strings of the savings screens: the reference catalogue of the `savings` namespace.
import type { Catalogue } from '../catalogue';

export const savings = {
  placeholder: '',
};

export type SavingsMessages = Catalogue<typeof savings>;
