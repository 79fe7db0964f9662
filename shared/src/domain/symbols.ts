/** Product symbols: upper-case letters and digits, e.g. BTCUSDT, EURUSD, XAUUSD. */
export const SYMBOL_PATTERN = /^[A-Z0-9]{3,20}$/;

export const isSymbol = (value: string): boolean => SYMBOL_PATTERN.test(value);
