import type { ErrorCode } from './errors';

/** Every REST answer: status 1 with data on success, a negative status with a translated message otherwise. */
export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

/** What `data` holds on a failed answer: the error kind and, for bad input, the field at fault. */
export interface ErrorData {
  code: ErrorCode;
  field?: string;
  requestId?: string;
}
