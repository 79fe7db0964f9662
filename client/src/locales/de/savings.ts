// German strings of the savings screens.
import type { SavingsMessages } from '../en/savings';

export const savings: SavingsMessages = {
  overview: {
    total: 'Sparguthaben gesamt ({{currency}})',
    yesterdayEarnings: 'Ertrag gestern',
    totalEarnings: 'Ertrag gesamt',
    dailyRate: 'Tagesrendite',
    annualRate: 'Jahresrendite',
    percent: '{{value}} %',
    confirmed: 'Bestätigte Anteile',
    pending: 'Ausstehende Anteile',
    transferable: 'Entnehmbare Anteile',
    transfersLeft: 'Umbuchungen heute übrig',
    transfersLeftValue: '{{left}} von {{perDay}}',
    moveIn: 'Einlegen',
    moveOut: 'Entnehmen',
    details: 'Sparverlauf',
    rules: 'Sparbedingungen',
    inviteTitle: 'Lassen Sie freies Geld arbeiten',
    inviteText:
      'Legen Sie Geld ein: Ihre bestätigten Anteile bringen täglich {{daily}} %, also {{annual}} % im Jahr. Sie können es jederzeit wieder entnehmen.',
    inviteAction: 'Geld einlegen',
    pendingTitle: 'Warten auf Bestätigung',
    confirmedOn: 'Bestätigung am {{day}}',
    lotMovedIn: 'Eingelegt: {{time}}',
  },
  transfer: {
    sourceIn: 'Verfügbares Guthaben',
    sourceOut: 'Entnehmbare Anteile',
    amountIn: 'Einzulegender Betrag',
    amountOut: 'Zu entnehmender Betrag',
    amountPlaceholder: 'Mindestens {{min}}',
    all: 'Alles',
    minimum: 'Mindestbetrag pro Umbuchung',
    transfersLeft: 'Umbuchungen heute übrig',
    transfersLeftValue: '{{left}} von {{perDay}}',
    ruleIn:
      'Vor {{cutoff}} Uhr an einem Handelstag eingelegt: Bestätigung am nächsten Handelstag. Später oder am Wochenende bzw. Feiertag: einen Handelstag später.',
    ruleOut:
      'Nur bestätigte Anteile können entnommen werden. Sie stehen sofort als verfügbares Guthaben bereit.',
    pendingNote: '{{amount}} wartet noch auf Bestätigung und kann noch nicht entnommen werden.',
    noTransfersLeft: 'Sie haben alle Umbuchungen für heute genutzt. Bitte versuchen Sie es morgen wieder.',
    rulesLink: 'Sparbedingungen lesen',
    submitIn: 'Einlegen',
    submitOut: 'Entnehmen',
    confirmTitleIn: 'Geld ins Sparguthaben einlegen?',
    confirmTitleOut: 'Geld aus dem Sparguthaben entnehmen?',
    confirmMessageIn: '{{amount}} wird von Ihrem verfügbaren Guthaben ins Sparguthaben umgebucht.',
    confirmMessageOut: '{{amount}} wird vom Sparguthaben auf Ihr verfügbares Guthaben umgebucht.',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    movedIn: 'Eingelegt. {{amount}} wird am {{day}} bestätigt.',
    movedInNoDay: 'Eingelegt. {{amount}} wartet auf Bestätigung.',
    movedOut: 'Entnommen. {{amount}} ist wieder in Ihrem verfügbaren Guthaben.',
    problem: {
      EMPTY: 'Bitte einen Betrag eingeben',
      BELOW_MIN: 'Der Mindestbetrag pro Umbuchung ist {{min}}',
      ABOVE_MAX: 'Der Höchstbetrag pro Umbuchung ist {{max}}',
      NO_TRANSFERS_LEFT: 'Sie haben alle {{perDay}} Umbuchungen für heute genutzt',
      INSUFFICIENT_BALANCE: 'Verfügbares Guthaben reicht nicht aus: Sie haben {{balance}}',
      NOT_TRANSFERABLE:
        'Derzeit ist nur {{balance}} entnehmbar: Ausstehende Anteile müssen erst bestätigt werden',
    },
  },
  details: {
    filterLabel: 'Anzeigen',
    filters: {
      all: 'Alle',
      in: 'Eingelegt',
      out: 'Entnommen',
      confirmed: 'Bestätigt',
      earnings: 'Erträge',
    },
    kinds: {
      in: 'Eingelegt',
      out: 'Entnommen',
      confirmed: 'Anteile bestätigt',
      earnings: 'Ertrag',
    },
    days: {
      in: '{{day}}',
      out: '{{day}}',
      confirmed: 'Bestätigt am {{day}}',
      earnings: 'Für {{day}}',
    },
    empty: 'Noch keine Sparumsätze',
    emptyFiltered: 'Noch keine Einträge dieser Art',
    moveIn: 'Geld einlegen',
  },
  rules: {
    intro:
      'Im Sparguthaben parken Sie Geld, das Sie gerade nicht brauchen – und erhalten darauf jeden Tag einen Ertrag. So funktioniert es.',
    movingInTitle: 'Geld einlegen',
    movingIn:
      'Eingelegtes Geld wird sofort von Ihrem verfügbaren Guthaben abgebucht und zu ausstehenden Anteilen.',
    dayT: 'Wird vor {{cutoff}} Uhr an einem Handelstag eingelegt, zählt der Betrag für diesen Tag. Wird um {{cutoff}} Uhr oder später oder an einem Tag ohne Handel eingelegt, zählt er für den nächsten Handelstag. Diesen Tag nennen wir Tag T.',
    confirmation:
      'Ausstehende Anteile werden am nächsten Handelstag nach Tag T um {{cutoff}} Uhr zu bestätigten Anteilen.',
    example:
      'Beispiel: Kurz vor {{cutoff}} Uhr an einem Montag eingelegt, am Dienstag bestätigt; nach {{cutoff}} Uhr an einem Freitag eingelegt, am darauffolgenden Dienstag bestätigt (sofern kein Feiertag dazwischenliegt).',
    tradingDaysTitle: 'Handelstage',
    tradingDays:
      'Handelstage sind Montag bis Freitag, ausgenommen die angekündigten Feiertage. An Wochenenden und Feiertagen wird nichts bestätigt: Die Bestätigung erfolgt am nächsten Handelstag.',
    holidays: 'Anstehende Feiertage:',
    noHolidays: 'Für die kommenden Wochen sind keine Feiertage angekündigt.',
    earningsTitle: 'Erträge',
    earnings:
      'Jeden Tag um {{cutoff}} Uhr wird der Ertrag des Vortags auf Ihre bestätigten Anteile gutgeschrieben, auch für Wochenenden und Feiertage. Ausstehende Anteile bringen noch keinen Ertrag.',
    compounding: 'Erträge fließen in Ihre bestätigten Anteile ein und bringen ab dann ebenfalls Ertrag.',
    rate: 'Die aktuelle Tagesrendite beträgt {{daily}} %, also {{annual}} % im Jahr (das 365-Fache der Tagesrendite). Die Rendite kann sich ändern: Eine neue Rendite gilt ab dem Tag ihres Inkrafttretens, nie für bereits ausgezahlte Tage.',
    rounding:
      'Der Tagesertrag wird auf den Cent abgerundet. Der abgerundete Rest – stets weniger als ein Cent pro Tag – verbleibt bei der Plattform.',
    movingOutTitle: 'Geld entnehmen',
    movingOut:
      'Nur bestätigte Anteile sind entnehmbar: Sie fließen sofort in Ihr verfügbares Guthaben zurück. Ausstehende Anteile können erst nach ihrer Bestätigung entnommen werden.',
    limitsTitle: 'Limits',
    limits:
      'Jede Umbuchung, ob Einlage oder Entnahme, muss mindestens {{min}} betragen. Pro Tag sind bis zu {{count}} Umbuchungen möglich, Einlagen und Entnahmen zusammengerechnet.',
    timeZone: 'Alle Tage und Uhrzeiten richten sich nach der Plattformzeit: {{zone}}.',
  },
};
