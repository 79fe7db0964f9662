// Deutsche Inhalte, mit denen die Plattform startet.
import type { ContentSeed } from './ContentSeed';

export const de: ContentSeed = {
  banners: {
    deposit: { title: 'Einzahlen in Minuten – per Überweisung oder USDT' },
    products: { title: 'Gold, Devisen, Krypto: Handeln Sie die nächste Bewegung' },
    savings: { title: 'Sparen: Ungenutztes Geld bringt täglich Ertrag' },
  },

  news: {
    newProducts: {
      title: 'Neu bei Tempo: zehn Produkte, Laufzeiten ab 30 Sekunden',
      summary:
        'Gold, die wichtigsten Währungspaare und sechs führende Kryptowährungen finden Sie jetzt in einer Liste – mit Laufzeiten von 30 Sekunden bis 5 Minuten.',
      body: `Wir haben unser Produktangebot erweitert: Sie verfolgen jetzt mehr Märkte auf einem einzigen Bildschirm.

**Was Sie handeln können**

- **Edelmetalle:** Gold gegen US-Dollar (XAU/USD), handelbar während der Handelszeiten für Edelmetalle.
- **Devisen:** EUR/USD, GBP/USD und USD/JPY, handelbar von Montag bis Freitag.
- **Krypto:** Bitcoin, Ethereum, Solana, BNB, XRP und Dogecoin gegen USDT, rund um die Uhr handelbar.

Zu jedem Produkt sehen Sie den letzten Kurs, die Veränderung über 24 Stunden, Hoch, Tief und Volumen sowie einen Live-Chart. Die Laufzeiten reichen von 30 Sekunden bis 5 Minuten; die Rendite jeder Laufzeit wird Ihnen angezeigt, bevor Sie eine Order bestätigen.

**Bevor Sie handeln**

Bei kurzen Laufzeiten bewegen sich die Kurse schnell. Beginnen Sie mit kleinen Beträgen, lesen Sie die Risikohinweise und setzen Sie niemals Geld ein, dessen Verlust Sie sich nicht leisten können.`,
    },
    savingsLaunch: {
      title: 'Das Sparguthaben ist da: Erträge jeden Morgen gutgeschrieben',
      summary:
        'Legen Sie ungenutztes Geld in Ihr Sparguthaben ein und erhalten Sie täglich Erträge auf bestätigte Anteile. So funktionieren Bestätigung und Ertragsgutschrift.',
      body: `Mit dem Sparguthaben bringt Geld, mit dem Sie gerade nicht handeln, einen täglichen Ertrag.

**So funktioniert es**

1. Legen Sie im Tab „Sparen“ mindestens 20 in Ihr Sparguthaben ein.
2. Der Betrag wird zunächst als **ausstehende Anteile** geführt. Eine Einlage vor 8:00 Uhr an einem Handelstag zählt für diesen Tag, spätere Einlagen zählen für den nächsten Handelstag.
3. Ausstehende Anteile werden am darauffolgenden Handelstag zu **bestätigten Anteilen**.
4. Bestätigte Anteile erzielen Erträge zu der Tagesrendite, die im Tab „Sparen“ angezeigt wird. Der Ertrag eines Tages wird **am nächsten Morgen um 8:00 Uhr** gutgeschrieben.

Wochenenden und gesetzliche Feiertage sind keine Handelstage: An diesen Tagen werden keine Anteile bestätigt.

**Guthaben entnehmen**

Bestätigte Anteile können Sie jederzeit in Ihr verfügbares Guthaben zurückbuchen; der Betrag steht Ihnen sofort zur Verfügung. Pro Tag sind insgesamt bis zu 60 Umbuchungen möglich, Einlagen und Entnahmen zusammengerechnet.`,
    },
    securityTips: {
      title: 'Fünf Gewohnheiten, die Ihr Konto schützen',
      summary:
        'Unsere Mitarbeitenden fragen Sie niemals nach Ihren Passwörtern. Mit einfachen Gewohnheiten schützen Sie Ihr Guthaben vor Betrug.',
      body: `Betrüger haben es auf Handelskonten abgesehen, weil dort echtes Geld liegt. Mit diesen Gewohnheiten verschließen Sie die meisten Türen, die sie zu öffnen versuchen.

1. **Behalten Sie Ihre Passwörter für sich.** Mitarbeitende von Tempo, auch der Kundenservice, werden Sie niemals nach Ihrem Login- oder Transaktionspasswort fragen.
2. **Verwenden Sie zwei verschiedene Passwörter.** Ihr Transaktionspasswort schützt Ihre Auszahlungen. Es sollte sich von Ihrem Login-Passwort und von allen Passwörtern unterscheiden, die Sie anderswo verwenden.
3. **Prüfen Sie die Adresse.** Melden Sie sich nur über die offizielle Adresse der App an. Seien Sie vorsichtig bei Links, die Ihnen per Chat oder SMS geschickt werden.
4. **Erst prüfen, dann zahlen.** Zahlen Sie nur auf die Konten ein, die auf der Seite „Einzahlen“ angezeigt werden, und geben Sie die Referenz Ihrer Überweisung an, damit wir Ihre Zahlung zuordnen können.
5. **Melden Sie sich auf gemeinsam genutzten Geräten ab.** Wenn Sie sich auf einem gemeinsam genutzten Smartphone abmelden oder den Cache leeren, endet Ihre Sitzung dort.

Kommt Ihnen etwas verdächtig vor – etwa eine Anmeldung, die Sie nicht zuordnen können, oder eine Nachricht, die nach Ihren Daten fragt –, wenden Sie sich umgehend an den Kundenservice.`,
    },
    fairSettlement: {
      title: 'So wird jede Order abgerechnet – und so können Sie es prüfen',
      summary:
        'Einstiegs- und Schlusskurs stammen aus dem Live-Kursstrom, werden aufgezeichnet und sind überprüfbar. Niemand kann ein Ergebnis festlegen.',
      body: `Jede Countdown-Order wird nach denselben veröffentlichten Regeln abgerechnet.

- **Einstiegskurs:** der erste Kurs, nachdem der Server Ihre Order angenommen hat. So kann ein verzögerter Kurs weder gegen Sie noch zu Ihren Gunsten verwendet werden.
- **Schlusskurs:** der letzte Kurs zu dem Zeitpunkt, an dem Ihr Countdown endet, oder unmittelbar davor.
- **Ergebnis:** Eine Order „Steigt“ gewinnt, wenn der Schlusskurs über dem Einstiegskurs liegt; eine Order „Fällt“ gewinnt, wenn er darunter liegt. Entspricht der Schlusskurs dem Einstiegskurs, endet die Order unentschieden und Ihr Einsatz wird vollständig erstattet.
- **Auszahlung:** Eine gewinnende Order zahlt Ihren Einsatz zurück, zuzüglich der Rendite, die bei der Ordererteilung angezeigt wurde.

Jeder Kurs, den wir veröffentlichen, wird mit einer Hash-Kette archiviert, sodass sich jeder aufgezeichnete Kurs nachträglich überprüfen lässt. In Ihren Orderdetails sehen Sie Einstiegs- und Schlusskurs mit den jeweiligen Zeitpunkten.`,
    },
  },

  highlights: {
    fastSettlement: {
      title: 'Abrechnung in Echtzeit',
      text: 'Orders werden abgerechnet, sobald der Countdown endet – zum aufgezeichneten Marktkurs.',
    },
    fundsSecurity: {
      title: 'Geschütztes Guthaben',
      text: 'Auszahlungen erfordern Ihr Transaktionspasswort und eine verifizierte Identität. Jede Änderung Ihres Guthabens wird erfasst.',
    },
    savingsDaily: {
      title: 'Tägliche Erträge',
      text: 'Ungenutztes Geld im Sparguthaben bringt jeden Tag Ertrag, gutgeschrieben jeden Morgen um 8:00 Uhr.',
    },
    support: {
      title: 'Hilfe, wenn Sie sie brauchen',
      text: 'Unser Kundenservice ist von der Startseite und den Einstellungen aus nur einen Fingertipp entfernt.',
    },
  },

  pages: {
    about: {
      title: 'Über uns',
      body: `## Wer wir sind

Tempo ist eine Handelsplattform für alle, die die Märkte auf dem Smartphone verfolgen möchten. In einer einzigen App handeln Sie kurzfristige Kursbewegungen bei Edelmetallen, Währungen und Kryptowährungen, führen ein Sparguthaben, das täglich Erträge bringt, und verwalten Ihre Ein- und Auszahlungen.

## Wofür wir stehen

- **Klare Regeln.** Wie eine Order eröffnet, abgerechnet und ausgezahlt wird, ist schriftlich festgelegt und gilt für alle gleichermaßen.
- **Aufgezeichnete Kurse.** Jeder Kurs, den wir veröffentlichen, wird archiviert und ist überprüfbar. Niemand – auch nicht unsere Mitarbeitenden – kann das Ergebnis einer Order festlegen.
- **Ihr Geld, lückenlos nachgewiesen.** Jede Bewegung Ihres Guthabens wird mit ihrem Grund erfasst, und Ihre Kontoumsätze zeigen sie alle.
- **Persönliche Ansprechpartner.** Unser Kundenservice beantwortet Ihre Fragen zu Ihrem Konto, zu Einzahlungen und zu Auszahlungen.

## Kontakt

Tippen Sie auf der Startseite auf **Kundenservice**, um unser Team zu erreichen.`,
    },

    privacy: {
      title: 'Datenschutzrichtlinie',
      body: `Diese Datenschutzrichtlinie erläutert, welche personenbezogenen Daten Tempo („wir“) bei der Nutzung unserer App und unserer Dienste erhebt, zu welchen Zwecken wir sie erheben, wie wir sie schützen und welche Wahlmöglichkeiten Sie haben. Mit der Registrierung bei Tempo oder der Nutzung von Tempo erklären Sie sich mit dieser Richtlinie einverstanden.

## 1. Datensicherung und Vertraulichkeit

Wir behandeln Ihre Daten vertraulich. Einsicht erhalten nur Mitarbeitende, die sie benötigen, um Ihr Anliegen zu bearbeiten – etwa zur Prüfung einer Verifizierung oder einer Auszahlung –, und diese sind zur Verschwiegenheit verpflichtet.

Daten werden regelmäßig gesichert, damit sie nach einer technischen Störung wiederhergestellt werden können. Sicherungskopien sind nach demselben Standard geschützt wie die Daten im laufenden Betrieb, und wiederhergestellte Daten werden ausschließlich für die in dieser Richtlinie genannten Zwecke verwendet. Wir verkaufen oder vermieten Ihre personenbezogenen Daten nicht.

## 2. Welche personenbezogenen Daten wir erheben

**Gerätedaten.** Wenn Sie die App nutzen, erhalten wir technische Informationen von Ihrem Gerät und Ihrem Browser: Gerätemodell, Betriebssystem und dessen Version, Browsertyp, Spracheinstellungen, IP-Adresse sowie Zeitpunkt und Art der Anfragen. Wir verwenden diese Daten, um den Betrieb des Dienstes zu gewährleisten, Ihr Konto zu schützen und Missbrauch zu erkennen.

**Registrierungsdaten.** Bei der Registrierung erheben wir Ihre Telefonnummer, Ihren Benutzernamen, Ihr Login-Passwort und Ihr Transaktionspasswort sowie den verwendeten Kontoeröffnungscode. Passwörter speichern wir ausschließlich in einer Form, aus der sich das Passwort nicht zurückgewinnen lässt. Zusätzlich können Sie ein Profilbild und einen Spitznamen festlegen.

**Verifizierungsdaten.** Für die Identitätsprüfung erheben wir Ihren Namen, Ihre Ausweisnummer, Ihre Staatsangehörigkeit sowie Fotos der Vorder- und Rückseite Ihres Ausweisdokuments. Diese Daten sind nur für Sie und für die Mitarbeitenden sichtbar, die sie prüfen.

**Finanzdaten.** Wir speichern Aufzeichnungen über Ihre Einzahlungen, Auszahlungen, Orders und Umbuchungen im Sparguthaben sowie Ihr Auszahlungskonto (Bankkonto oder Wallet-Adresse), da wir über jede Bewegung Ihres Geldes Rechenschaft ablegen müssen.

**Standortdaten.** Mit Ihrer Einwilligung können wir Ihren ungefähren Standort verwenden (ermittelt aus Ihrer IP-Adresse oder, sofern Sie es erlauben, über den Standortdienst Ihres Geräts), um lokale Vorschriften einzuhalten, Betrug vorzubeugen und Ihnen Inhalte anzuzeigen, die zu Ihrer Region passen. Sie können die Standortfreigabe jederzeit in den Einstellungen Ihres Geräts verweigern oder widerrufen.

## 3. Wie wir Ihre Daten verwenden und speichern

- Wir verwenden Ihre Daten, um den Dienst bereitzustellen und abzusichern, Transaktionen abzuwickeln, Ihre Identität zu prüfen, Ihre Anfragen zu beantworten und gesetzliche Pflichten zu erfüllen.
- Wir speichern Ihre Daten, solange Ihr Konto besteht, und danach so lange, wie es gesetzliche Vorschriften oder die Beilegung von Streitigkeiten erfordern. Anschließend werden sie gelöscht oder anonymisiert.
- Wir geben Daten nur an Dienstleister weiter, die uns beim Betrieb des Dienstes unterstützen (zum Beispiel bei der Zahlungsabwicklung oder beim Hosting) und vertraglich zu ihrem Schutz verpflichtet sind, oder wenn wir gesetzlich dazu verpflichtet sind.

## 4. Wie wir Ihre Privatsphäre schützen

- Verbindungen zu unserem Dienst sind verschlüsselt.
- Passwörter werden mit einem speicherintensiven (memory-hard) Algorithmus gehasht; Sitzungstokens werden nur als Hashwerte gespeichert und können widerrufen werden.
- Ausweisfotos werden außerhalb des öffentlich zugänglichen Webbereichs gespeichert und können nur von Ihnen und von befugten Prüferinnen und Prüfern geöffnet werden.
- Der Zugriff von Mitarbeitenden ist nach Rollen beschränkt, und jede administrative Handlung wird protokolliert.

Kein System ist vollkommen sicher. Erfahren wir von einer Verletzung des Schutzes Ihrer Daten, die Sie betrifft, informieren wir Sie und die zuständigen Behörden nach Maßgabe der gesetzlichen Vorschriften.

## 5. Regeln für Inhalte, die Sie veröffentlichen

Soweit Sie in der App Inhalte veröffentlichen können – etwa einen Spitznamen, ein Profilbild oder Nachrichten an den Kundenservice –, dürfen Sie keine Inhalte einstellen, die:

- rechtswidrig, betrügerisch, verleumderisch, obszön oder hetzerisch sind;
- Rechte Dritter verletzen, insbesondere deren Privatsphäre oder geistiges Eigentum;
- personenbezogene Daten anderer Personen ohne deren Einwilligung enthalten;
- Schadsoftware, Werbung oder Links enthalten, die andere Nutzer in die Irre führen sollen.

Sie sind für die von Ihnen veröffentlichten Inhalte verantwortlich. Wir können Inhalte, die gegen diese Regeln verstoßen, entfernen und Konten bei wiederholten Verstößen sperren.

## 6. Sonstige Bestimmungen

- **Ihre Rechte.** Sie können Auskunft über Ihre personenbezogenen Daten sowie deren Berichtigung oder Löschung verlangen, soweit wir nicht gesetzlich zur Aufbewahrung verpflichtet sind. Wenden Sie sich dazu an den Kundenservice.
- **Minderjährige.** Tempo richtet sich ausschließlich an Volljährige. Wir erheben nicht wissentlich Daten von Personen unter 18 Jahren.
- **Änderungen.** Wir können diese Richtlinie überarbeiten. Über wesentliche Änderungen informieren wir Sie in der App, bevor sie wirksam werden.
- **Kontakt.** Fragen zu dieser Richtlinie können Sie über **Kundenservice** auf der Startseite an uns richten.`,
    },

    'privacy-statement': {
      title: 'Datenschutzerklärung',
      body: `Diese Erklärung fasst zusammen, wie Tempo mit Ihren personenbezogenen Daten umgeht. Die Einzelheiten finden Sie in der vollständigen Datenschutzrichtlinie.

**Welche Daten wir erheben.** Die Angaben, die Sie bei der Registrierung und der Identitätsprüfung machen (Telefonnummer, Benutzername, Passwörter, Name, Ausweisnummer und Ausweisfotos), technische Informationen zu Ihrem Gerät, Ihren ungefähren Standort, sofern Sie dies erlauben, sowie die Aufzeichnungen Ihrer Transaktionen.

**Zu welchem Zweck.** Um Ihr Konto zu eröffnen und zu schützen, Ihre Einzahlungen, Orders und Auszahlungen abzuwickeln, Ihre Identität zu prüfen, Betrug zu verhindern und unsere gesetzlichen Pflichten zu erfüllen.

**Wer Ihre Daten sieht.** Nur Sie und die Mitarbeitenden, die sie für die Bearbeitung Ihrer Anliegen benötigen. Wir verkaufen Ihre Daten niemals. Wir geben sie nur an Dienstleister weiter, die zu ihrem Schutz verpflichtet sind, oder wenn das Gesetz es verlangt.

**Wie Ihre Daten geschützt sind.** Verschlüsselte Verbindungen, gehashte Passwörter, nach Rollen beschränkter Zugriff und ein Protokoll jeder administrativen Handlung.

**Ihre Wahlmöglichkeiten.** Sie können Auskunft über Ihre Daten sowie deren Berichtigung oder Löschung verlangen und Berechtigungen wie die Standortfreigabe in den Einstellungen Ihres Geräts widerrufen.

Bei Fragen wenden Sie sich bitte an unseren Kundenservice.`,
    },

    risk: {
      title: 'Risikohinweise',
      body: `Bitte lesen Sie diese Risikohinweise sorgfältig durch, bevor Sie eine Order erteilen. Sie beschreiben die wesentlichen Risiken des kurzfristigen Handels auf steigende oder fallende Kurse bei Tempo.

## 1. Sie können Ihren gesamten Einsatz verlieren

Mit jeder Order prognostizieren Sie, dass der Kurs bei Ablauf des Countdowns höher („Steigt“) oder niedriger („Fällt“) liegt. Trifft die Prognose nicht zu, **ist der gesamte Orderbetrag verloren**. Eine gewinnende Order bringt die vor der Bestätigung angezeigte Rendite – und diese ist geringer als der Betrag, den Sie bei einer verlorenen Order riskieren.

## 2. Kurze Laufzeiten, schnelle Bewegungen

Über Sekunden oder Minuten bewegen sich Kurse weitgehend zufällig. Vergangene Ergebnisse, Chartmuster und Serien lassen keine Rückschlüsse auf die nächste Bewegung zu. Viele Orders in Folge verringern das Risiko nicht, sondern vervielfachen es.

## 3. Marktbedingungen

Kurse können bei Nachrichten, zur Markteröffnung und zum Marktschluss oder bei geringer Liquidität sprunghaft steigen oder fallen. Devisen und Edelmetalle werden nur während ihrer Handelszeiten gehandelt; außerhalb dieser Zeiten oder während Wartungsarbeiten werden Orders abgelehnt.

## 4. Technische Risiken

Ihr Netzwerk, Ihr Gerät oder unsere Systeme können verzögert reagieren oder ausfallen. Eine Order gilt erst als erteilt, wenn der Server sie angenommen hat; ihr Einstiegskurs ist der erste Kurs nach der Annahme. Gehen während eines Countdowns keine Kurse mehr ein, wird die Order storniert und der Einsatz erstattet.

## 5. Verantwortungsvoll handeln

- Handeln Sie nur mit Geld, dessen Verlust Sie sich leisten können.
- Setzen Sie sich ein Limit und hören Sie auf, sobald Sie es erreicht haben.
- Nehmen Sie für den Handel keine Kredite auf und versuchen Sie nicht, Verluste zurückzugewinnen.
- Wenn das Handeln keine freie Entscheidung mehr ist, wenden Sie sich an den Kundenservice, um Ihr Konto schließen zu lassen.

Mit der Erteilung einer Order bestätigen Sie, dass Sie diese Risiken verstanden haben und akzeptieren.`,
    },
  },
};
