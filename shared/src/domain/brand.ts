/** A nominal type: a number or string that cannot be mixed up with another of the same shape. */
export type Brand<T, Name extends string> = T & { readonly __brand: Name };

/** An amount of money in integer minor units (cents). */
export type Cents = Brand<number, 'Cents'>;
/** A user's id as stored in PostgreSQL. */
export type UserId = Brand<number, 'UserId'>;
/** Milliseconds since the Unix epoch. */
export type EpochMs = Brand<number, 'EpochMs'>;
