// Savings (Yu'ebao): moves in and out, pending lots confirmed on trading days, the 08:00 day roll
// that confirms them and credits the earnings, and the ops calendar and rate.
export { savingsRouter } from './routes';
export type { SavingsNotifier } from './SavingsNotifier';
export { SavingsRollJob, SAVINGS_ROLL_QUEUE } from './SavingsRollJob';
export { SavingsRoller } from './SavingsRoller';
export { ensureDefaultSavingsRate } from './savingsRatesRepo';
export { rollSavingsDay } from './commands/rollSavingsDay';
export { runDueRolls, MAX_CATCH_UP_DAYS } from './commands/runDueRolls';
export type { SavingsClock } from './savingsSettings';
