// The shapes of the shared catalogues, apart from the functions that read them, so each language's
// file depends on its shape only.
import type { ErrorCode } from '../contract/errors';
import type { InboxKind } from '../contract/inbox';

/** The words of every error kind. */
export type ErrorMessages = Record<ErrorCode, string>;

export interface InboxText {
  title: string;
  body: string;
}

/** The title and body of every inbox message kind. */
export type InboxMessages = Record<InboxKind, InboxText>;
