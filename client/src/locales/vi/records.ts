// Vietnamese strings of the records screens.
import type { RecordsMessages } from '../en/records';

export const records: RecordsMessages = {
  placeholder: '',
};
