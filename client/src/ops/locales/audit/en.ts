// The audit log section's words in English.
export const audit = {
  title: 'Audit log',
  who: 'Who',
  action: 'Action',
  actionHint: 'Exact, or a prefix ending in a dot: withdrawal.',
  target: 'Target',
  from: 'From',
  to: 'To',
  when: 'When',
  details: 'Details',
};
