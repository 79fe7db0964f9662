// German strings of the limits screen.
import type { LimitsMessages } from '../en/limits';

export const limits: LimitsMessages = {
  intro:
    'Halten Sie Ihren Echtgeldhandel und Ihre Einzahlungen in selbst gewählten Grenzen. Ein niedrigeres Limit gilt sofort. Ein höheres Limit oder das Entfernen eines Limits gilt erst nach 24 Stunden und lässt sich bis dahin zurücknehmen. Demo-Orders sind nicht begrenzt.',
  groups: {
    deposit: 'Einzahlungen',
    loss: 'Nettoverlust',
    stake: 'Gesamteinsatz',
    order: 'Orders',
  },
  keys: {
    depositDay: 'Einzahlungen pro Tag',
    depositWeek: 'Einzahlungen pro Woche',
    depositMonth: 'Einzahlungen pro Monat',
    lossDay: 'Nettoverlust pro Tag',
    lossWeek: 'Nettoverlust pro Woche',
    lossMonth: 'Nettoverlust pro Monat',
    stakeDay: 'Gesamteinsatz pro Tag',
    stakeWeek: 'Gesamteinsatz pro Woche',
    stakeMonth: 'Gesamteinsatz pro Monat',
    orderStake: 'Höchsteinsatz pro Order',
    openOrders: 'Gleichzeitig offene Orders',
  },
  none: 'Kein Limit',
  edit: 'Ändern',
  pending: 'Wird am {{date}} zu {{value}}',
  pendingRemoval: 'Entfällt am {{date}}',
  cancelPending: 'Änderung zurücknehmen',
  pendingCancelled: 'Änderung zurückgenommen',
  savedNow: 'Limit gespeichert. Es gilt ab sofort.',
  savedLater: 'Gespeichert. Die Änderung gilt ab {{date}}.',
  form: {
    amountLabel: 'Neues Limit ({{currency}})',
    countLabel: 'Höchstens offene Orders',
    rule: 'Niedriger: gilt sofort. Höher oder entfernt: gilt nach 24 Stunden.',
    save: 'Speichern',
    remove: 'Limit entfernen',
  },
  realityCheck: {
    settingTitle: 'Realitätscheck',
    settingIntro:
      'Eine Erinnerung während Ihrer Sitzung, wie lange Sie angemeldet sind und was Sie mit Echtgeld-Orders gewonnen oder verloren haben.',
    every: 'Erinnern alle',
    off: 'Aus',
    minutes_one: '{{count}} Minute',
    minutes_other: '{{count}} Minuten',
    title: 'Realitätscheck',
    duration: 'Sie sind seit {{hours}} Std. {{minutes}} Min. angemeldet.',
    result: 'Ergebnis Ihrer Echtgeld-Orders in dieser Sitzung: {{profit}} ({{count}} abgerechnet).',
    continue: 'Weiter',
    logOut: 'Abmelden',
  },
  break: {
    title: 'Eine Pause einlegen',
    intro:
      'Pausieren Sie den Echtgeldhandel und Einzahlungen für eine Weile. Die Pause beginnt sofort und meldet Sie auf allen Geräten ab. Niemand kann sie vorzeitig beenden, weder Sie noch unsere Mitarbeitenden. Sie können sich weiterhin anmelden, um Ihr Guthaben auszuzahlen oder Geld aus dem Sparguthaben zu entnehmen.',
    timeout: 'Auszeit',
    exclusion: 'Selbstausschluss',
    periods: {
      '24h': '24 Stunden',
      '7d': '7 Tage',
      '6w': '6 Wochen',
      '6m': '6 Monate',
      '1y': '1 Jahr',
      '5y': '5 Jahre',
    },
    current: {
      timeout: 'Auszeit bis {{date}}',
      exclusion: 'Selbstausschluss bis {{date}}',
    },
    currentNote:
      'Echtgeldhandel und Einzahlungen bleiben bis dahin gesperrt. Sie können die Pause noch verlängern.',
    confirmTitle: 'Eine Pause von {{period}} einlegen?',
    confirmMessage:
      'Bis {{date}} können Sie weder mit Echtgeld handeln noch einzahlen, und niemand kann die Pause vorzeitig beenden. Sie werden jetzt auf allen Geräten abgemeldet.',
    confirm: 'Pause beginnen',
    cancel: 'Jetzt nicht',
  },
};
