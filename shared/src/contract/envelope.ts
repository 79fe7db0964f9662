import type { ErrorCode } from './errors';
import type { SaleQuote } from './orders';

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
  /** PRICE_MOVED: the price the order sells for now, to show the trader before they try again. */
  quote?: SaleQuote;
}

/** What an error may carry beyond its code, for the client to act on. */
export type ErrorDetails = Pick<ErrorData, 'quote'>;
