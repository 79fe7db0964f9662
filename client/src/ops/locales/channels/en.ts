// The deposit channels section's words in English.
export const channels = {
  title: 'Deposit channels',
  pick: 'Choose a channel',
  create: 'New channel',
  newTitle: 'New deposit channel',
  edit: 'Deposit channel',
  on: 'On',
  off: 'Off',
  names: 'Names',
  namesHint:
    'Vietnamese is required. A trader whose language has no name reads the other Chinese script’s, else English, else Vietnamese.',
  required: 'required',
  payTo: 'Where traders pay',
  kind: 'Kind',
  kinds: {
    bank: 'Bank transfer',
    crypto: 'Coin',
  },
  conversion: 'Transfer currency',
  currency: 'Currency (ISO 4217)',
  rate: 'Units per 1 USD',
  conversionHint:
    'Leave both empty for a transfer in USD. A request keeps the rate of the moment it was made; the trader transfers the amount at this rate, rounded up.',
  settings: 'Limits and list',
  minAmount: 'Minimum (USD)',
  maxAmount: 'Maximum (USD)',
  sortOrder: 'Place in the list',
  enabled: 'On for traders',
  save: 'Save',
  saved: 'Channel saved',
  created: 'Channel added',
};
