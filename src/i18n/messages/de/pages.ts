// The pages namespace in German (de).
import type { Translation } from '../../translation.js';
import type { pages as source } from '../en/pages.js';

export const pages: Translation<typeof source> = {
  pageTitle: '{title} · Kudos',
  languageSwitcher: 'Sprache',
  operatorUnnamed: 'der zuständigen Stelle deines Unternehmens',
  contactUnnamed: 'der Admin deines Slack-Workspaces',
  privacyTitle: 'Kudos for Slack — Datenschutz',
  privacyIntro: 'Diese Kudos-Installation wird von {operator} betrieben. Fragen und Anliegen: {contact}.',
  privacyKeepsHeading: 'Was die App speichert',
  privacyKeepsInstallation: 'Die Installation des Workspaces (ihr Bot-Token), mit einem Schlüssel verschlüsselt.',
  privacyKeepsSettings:
    'Einstellungen, die ein Admin gewählt hat: der API-Schlüssel des Engagement-Dienstes (verschlüsselt), der Kudos-Channel und der Channel des Wochenrückblicks, die Regeln fürs Geben, die Unternehmenswerte, die Standardsprache des Workspaces.',
  privacyKeepsPerPerson:
    'Pro Person: die Sprache, die sie auf der Startseite von Kudos gewählt hat, wie viele Münzen sie im aktuellen Zeitraum ausgegeben hat, und kurzlebige Kopien ihres Slack-Profils (Name, E-Mail, Zeitzone), um sie dem Mitgliederverzeichnis des Unternehmens zuzuordnen.',
  privacyKeepsSummary: 'Welche Führungskräfte die monatliche Zusammenfassung der Kudos ihres Teams als DM bestellt haben.',
  privacyKeepsCelebrations:
    'Feiern: der Geburtstag jeder Person (nur Tag und Monat, nie das Jahr) und ihr Eintrittsdatum, von ihr selbst eingetragen oder von einem Admin importiert, und ob sie das eine oder andere nicht feiern lassen will.',
  privacyKeepsRewards:
    'Prämien: das Münzguthaben jeder Person mit jeder Buchung darauf (Betrag, von wem, Grund), ihre Prämien-Anfragen mit jedem Schritt und den Notizen, die sie geschrieben hat, und wie oft sie eine begrenzte Prämie eingelöst hat.',
  privacyKeepsReviews:
    'Beurteilungen: Beurteilungsvorlagen (wer sie gespeichert hat und welche Teams und Mitglieder, per E-Mail, sie abdecken) und der Entwurf einer Teambeurteilung zwischen den Schritten ihres Formulars, der einen Tag lang aufbewahrt wird.',
  privacyKeepsRecognitions:
    'Eine Kopie der Kudos der letzten 400 Tage, aus dem Engagement-Dienst gelesen für Ranglisten, den Wochenrückblick und das Insights-Dashboard (Gebende, Empfangende per E-Mail, Münzen, Grund, Datum), mit Namen, Teams und Führungskräften aus dem Unternehmensverzeichnis.',
  privacyNotKeptHeading: 'Was die App nicht speichert',
  privacyNotKept:
    'Kudos, Feedback und Beurteilungen speichert der Engagement-Dienst deines Unternehmens, unter dem API-Schlüssel deines Unternehmens: Es sind Aufzeichnungen deines Unternehmens, nicht der App, und dein Unternehmen entscheidet, wie lange sie aufbewahrt werden.',
  privacyDeletionHeading: 'Löschung',
  privacyDeletionUninstall: 'Wird die App deinstalliert, wird alles gelöscht, was die App für den Workspace speichert.',
  privacyDeletionOnRequest:
    'Auf Anfrage (siehe /support) löscht die für diese Installation zuständige Stelle die Daten einer Person in der App mit `npm run forget`: die Sprache, die sie gewählt hat, ihre Feier-Daten und ob sie sie nicht feiern lassen will, ihre Wahl der monatlichen Zusammenfassung, ihre Münzzähler, ihre E-Mail-Verknüpfung und Admin-Rolle, und sie in der Kopie der Kudos (was sie bekommen hat, ihren Namen, ihren Eintrag im Verzeichnis; Kudos, die sie gegeben hat, zählen weiter für die Empfangenden, ohne sie als Gebende).',
  privacyDeletionKept:
    'Nach einer solchen Anfrage bleiben: ihr Guthaben, ihre Buchungen und Prämien-Anfragen, das Buch des Unternehmens darüber, was es ihr gegeben hat und noch schuldet (beim Deinstallieren mit dem Workspace gelöscht); Beurteilungsvorlagen, die sie nennen; und die Kudos, das Feedback und die Beurteilungen im Engagement-Dienst: Über ihre Löschung entscheidet dein Unternehmen dort. Ein Beurteilungsentwurf verfällt nach einem Tag.',
  privacyDeletionDeactivated: 'Eine in Slack deaktivierte Person wird nicht mehr in Ranglisten oder Wochenrückblicken angezeigt.',
  supportTitle: 'Kudos for Slack — Hilfe und Support',
  supportIntro: 'Diese Kudos-Installation wird von {operator} betrieben. Kontakt: {contact}.',
  supportHelp: 'In Slack listet `/kudos help` alle Befehle mit Beispielen auf.',
  supportSetup: 'Admins verbinden den Workspace mit `/kudos setup`.',
  supportRemove: 'Um die App und ihre Daten zu entfernen, deinstalliere sie in den App-Einstellungen deines Workspaces.',
  installAgain: 'Installation neu starten',
  installExpiredTitle: 'Dieser Installationslink ist abgelaufen',
  installExpired:
    'Eine Installation muss innerhalb von {minutes, plural, one {# Minute} other {# Minuten}} nach dem Start abgeschlossen werden. Es wurde nichts installiert.',
  installUsedTitle: 'Dieser Installationslink wurde schon verwendet',
  installUsed: 'Jeder Installationslink funktioniert nur einmal, und dieser wurde schon verwendet. Es wurde nichts installiert.',
  installInvalidTitle: 'Dieser Installationslink ist ungültig',
  installInvalid: 'Kudos hat diesen Link nicht ausgestellt, oder er wurde unterwegs verändert. Es wurde nichts installiert.',
  installOtherBrowserTitle: 'Diese Installation wurde in einem anderen Browser gestartet',
  installOtherBrowser:
    'Der Link zurück von Slack passt nicht zu der Installation, die dieser Browser gestartet hat (er wurde in einem anderen Browser geöffnet, oder dieser Browser hat sein Cookie blockiert oder verloren). Es wurde nichts installiert.',
  installCancelledTitle: 'Du hast die Installation abgebrochen',
  installCancelled: 'Kudos wurde keinem Workspace hinzugefügt: Die Installation wurde auf der Seite von Slack abgebrochen. Es wurde nichts installiert.',
  installNotStartedTitle: 'Die Installation konnte nicht starten',
  installNotStarted:
    'Kudos konnte die Installation nicht vorbereiten (sein Speicher hat nicht geantwortet). Es wurde nichts installiert. Versuch es in einer Minute noch einmal.',
  installIncompleteTitle: 'Dieser Link ist unvollständig',
  installIncomplete:
    'Der Link zurück von Slack hat keinen State, daher kann Kudos nicht erkennen, ob dieser Browser die Installation gestartet hat. Es wurde nichts installiert.',
  installNotAuthorizedTitle: 'Slack hat die Installation nicht autorisiert',
  installSlackAnswered: 'Slack hat mit „{answer}“ geantwortet. Es wurde nichts installiert.',
  installNoCode: 'Der Link zurück von Slack hat keinen Autorisierungscode. Es wurde nichts installiert.',
  installCodeRefusedTitle: 'Slack hat den Autorisierungscode abgelehnt',
  installCodeRefused:
    'Der Code, den Slack für diese Installation ausgegeben hat, wurde schon verwendet oder ist abgelaufen ({code}). Es wurde nichts installiert.',
  installSettingsTitle: 'Slack hat die Einstellungen dieser App nicht akzeptiert',
  installSettings:
    'Slack hat mit „{code}“ geantwortet, daher konnte die Installation nicht abgeschlossen werden. Es wurde nichts installiert. Sag der Person Bescheid, die Kudos betreibt: SLACK_CLIENT_ID, SLACK_CLIENT_SECRET und die Redirect-URL müssen die der App auf api.slack.com sein.',
  installRefusedTitle: 'Slack hat die Installation abgelehnt',
  installRefused: 'Slack hat mit „{code}“ geantwortet, daher konnte die Installation nicht abgeschlossen werden. Es wurde nichts installiert.',
  installUnreachableTitle: 'Slack ist nicht erreichbar',
  installUnreachable:
    'Kudos konnte Slack nicht erreichen, um die Installation abzuschließen. Es wurde nichts installiert. Versuch es in einer Minute noch einmal.',
  installFailedTitle: 'Die Installation konnte nicht abgeschlossen werden',
  installFailed:
    'Beim Abschließen der Installation ist bei Kudos etwas schiefgegangen, daher wurde sie vielleicht nicht gespeichert. Versuch es in einer Minute noch einmal; wenn es weiter fehlschlägt, sag der Person Bescheid, die Kudos betreibt.',
};
