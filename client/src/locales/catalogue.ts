/** The shape of a catalogue: the same keys as English, any words. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
