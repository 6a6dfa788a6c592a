// The help namespace in German (de).
import type { Translation } from '../../translation.js';
import type { help as source } from '../en/help.js';

export const help: Translation<typeof source> = {
  title: 'So nutzt du Kudos',
  giveHeading: '*Kudos geben*',
  giveCommand:
    '`/kudos @ana.lima @tom.hughes 10 für den Launch` — Personen (`@leila.haddad,@hannah.schmidt` geht auch), `@user-groups`, `everyone`, E-Mail-Adressen, `team:t100`, `cohort:c-2026`',
  givePrivate: '`/kudos @tom.hughes 10 für den Launch --private` — wird nicht im Channel gepostet',
  giveForm:
    '`/kudos` allein oder ein unvollständiger Befehl öffnet das Formular. Außerdem: der ⚡-Shortcut *Give kudos* und *Kudos for this message* an jeder Nachricht.',
  giveValue: '`/kudos @ana.lima 10 für #ownership beim Launch` — versieh Kudos mit einem Unternehmenswert; `/kudos values` listet sie auf',
  giveReaction:
    'Reagiere auf eine Nachricht mit dem Emoji zum Geben (:coin:, sofern ein Admin kein anderes gewählt hat; `/kudos reactions` zeigt es und wie viele Münzen es gibt), um der Person, die sie geschrieben hat, Münzen zu geben, einmal pro Nachricht. Wenn du die Reaktion entfernst, werden die Münzen nicht zurückgebucht.',
  ownHeading: '*Deine eigenen Daten*',
  balance: '`/kudos balance` — die Münzen, die du in diesem Zeitraum noch geben kannst, und wann sie zurückgesetzt werden',
  profile: '`/kudos profile` — dein Engagement-Profil',
  received: '`/kudos received` — Kudos, die du bekommen hast',
  feedback: '`/kudos feedback` — Feedback aus deinen Beurteilungen (Führungskräfte: `/kudos feedback @report`)',
  whois: '`/kudos whois @person` — der Eintrag einer Person im Unternehmensverzeichnis',
  rewards:
    '`/kudos rewards` — der Prämienkatalog, die Münzen, die du ausgeben kannst (was du als Kudos bekommen hast), und deine Anfragen; *Einlösen* an einer Prämie',
  top: '`/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@user-group]` — die Rangliste (standardmäßig die Empfangenden dieses Monats; es zählen nur Kudos, die im Kudos-Channel erscheinen)',
  celebrate:
    '`/kudos celebrate me` — dein Geburtstag (Tag und Monat, nie das Jahr) und dein Eintrittsdatum, oder auf eines davon verzichten; gefeiert wird am Tag selbst im Channel für Feiern',
  managersHeading: '*Führungskräfte*',
  review: '`/kudos review @report` — eine Beurteilung erfassen (auch über den ⚡-Shortcut *File a review*); `/kudos review team` — mehrere auf einmal',
  insights:
    'Das *Insights*-Dashboard (Admins sowie Führungskräfte für die Teams ihrer direkt unterstellten Mitarbeiter:innen): Der Link dazu steht auf der Startseite von Kudos, wenn die Anmeldung eingerichtet ist; dort können Führungskräfte eine monatliche Zusammenfassung per Direktnachricht aktivieren',
  adminsHeading: '*Admins*',
  setup:
    '`/kudos setup` — API-Schlüssel, Umgebung, Kudos-Channel, Kudos-Admins und die Sprache des Workspaces; der Schritt *Regeln zum Geben*: Kontingent, Zeitraum, Tag des Neustarts, Zeitzone, Höchstwert pro Kudos, ausgenommene Admins; der Schritt *Wochenrückblick*: an oder aus, Tag, Uhrzeit, Channel',
  digest: '`/kudos digest preview` — was der Wochenrückblick (montags um 09:00, sofern nicht geändert) jetzt posten würde, mit einem Button *Jetzt posten*',
  values: '`/kudos values edit` — die Unternehmenswerte (bis zu 10: Hashtag, Emoji, Name, Beschreibung)',
  reactions: '`/kudos reactions :taco: 3` — das Emoji zum Geben (auch eigene) und wie viele Münzen eine Reaktion gibt',
  link: '`/kudos link @person name@company.com` — eine Person in Slack ihrer E-Mail-Adresse im Verzeichnis zuordnen; `/kudos whois name@company.com` — wem diese Adresse gehört',
  preset: '`/kudos preset` — Beurteilungsvorlagen: Leitfragen und das nächste Beurteilungsdatum für bis zu 50 Personen oder Teams',
  sync: '`/kudos sync [--update] [--dry-run]` — das Slack-Verzeichnis ins Unternehmensverzeichnis importieren',
  export:
    '`/kudos export questions [--skill S] [--dimension D]`, `/kudos export responses [--email E] [--question Q] [--from D] [--to D]` — als CSV in deiner Direktnachricht',
  townhall: '`/kudos townhall [topic] [--from D] [--to D]` — ein Rückblick zum Ansehen und Posten',
  rewardsAdmin:
    '`/kudos rewards` — dazu die Buttons zum Hinzufügen, Bearbeiten und Zurückziehen von Prämien, zum Anpassen eines Guthabens und zum Festlegen des Freigabe-Channels; `/kudos rewards export` — Einlösungen und Guthaben als CSV in deiner Direktnachricht',
  celebrateAdmin:
    '`/kudos celebrate import` — CSV einfügen (E-Mail, Geburtstag MM-DD, Eintrittsdatum YYYY-MM-DD; bis zu 2.000 Zeilen); `/kudos celebrate export` — was gespeichert ist, als CSV in deiner Direktnachricht; `/kudos celebrate settings` — Channel, Uhrzeit vor Ort, Unternehmensname, Münzen',
  footer:
    'Die Startseite von Kudos zeigt, was du noch geben kannst, dein Profil, die letzten Kudos, die du bekommen hast, und die Empfangenden mit den meisten Kudos in diesem Monat, und dort wählst du die Sprache, in der Kudos mit dir spricht. `/kudos help` zeigt diese Liste erneut; die Seiten zu Datenschutz und Support findest du unter /privacy und /support an der Adresse dieser App.',
  localWords: 'In deiner Sprache kannst du auch eingeben: {words}.',
};
