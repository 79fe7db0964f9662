// English strings of the records screens: the reference catalogue of the `records` namespace.
import type { Catalogue } from '../catalogue';

export const records = {
  placeholder: '',
};

export type RecordsMessages = Catalogue<typeof records>;
