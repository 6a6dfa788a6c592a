// The setup namespace in German (de).
import type { Translation } from '../../translation.js';
import type { setup as source } from '../en/setup.js';

export const setup: Translation<typeof source> = {
  modalTitle: 'Einrichtung',
  submit: 'Prüfen und speichern',
  cancel: 'Abbrechen',
  done: 'Fertig',
  intro:
    'Verbinde diesen Workspace mit dem Engagement-Service. Der Schlüssel wird vor dem Speichern gegen die Umgebung geprüft, verschlüsselt gespeichert und nie wieder angezeigt.',
  stageLabel: 'Umgebung',
  stageOption: '{stage, select, prod {prod — Produktion} other {dev — Entwicklung}}',
  keyLabel: 'API-Schlüssel',
  keyPlaceholder: 'Schlüssel einfügen',
  keyUnreadable: 'Der gespeicherte Schlüssel kann mit dem aktuellen ENCRYPTION_KEY nicht gelesen werden: Gib ihn erneut ein.',
  keyHintSaved: 'Leer lassen, um den gespeicherten Schlüssel mit der Endung …{last4} zu behalten.',
  keyHintDefault: 'Leer lassen, um weiter den Standardschlüssel der App zu verwenden (…{last4}, Umgebung {stage}).',
  keyHintFirst: 'Findest du auf der Integrationsseite der Engagement-Web-App (Entwicklerzugang).',
  feedLabel: 'Kudos-Channel',
  feedHint: 'Geteilte Kudos werden hier gepostet. Leer: in dem Channel, in dem sie gegeben wurden.',
  threadsLabel: 'Beiträge',
  threadsHint: 'Hält Channels ruhig: Die ersten Kudos des Tages starten einen Thread, die Kudos des Tages sind seine Antworten.',
  threadsOption: 'Kudos als Antworten in einem täglichen Thread posten',
  adminsLabel: 'Kudos-Admins',
  adminsHint: 'Wer außer den Admins und Inhaber:innen des Slack-Workspace diese Einrichtung ändern und Personen verknüpfen darf.',
  languageLabel: 'Sprache',
  languageHint: 'Für den Kudos-Channel, den Wochenrückblick, Feiern und den Freigabe-Channel sowie für alle, deren eigene Sprache Kudos nicht erkennen kann.',
  teamMapLabel: 'Teams: Benutzergruppe = Team-ID',
  teamMapHint:
    'Eine pro Zeile, z. B. „@engineering = t100“. So können Beurteilungsvorlagen Teams umfassen und die Verzeichnissynchronisierung Teams eintragen.',
  managerFieldLabel: 'Synchronisierung: Feld der Führungskraft',
  managerFieldHint:
    'ID des benutzerdefinierten Slack-Profilfelds, das die Führungskraft jeder Person nennt (ein Personenfeld oder eine E-Mail-Adresse), z. B. Xf01AB2CD3.',
  guestsLabel: 'Verzeichnissynchronisierung: Gäste',
  guestsOption: 'Gäste einbeziehen (Mehrkanal- und Einzelkanal-Gäste)',
  givingRulesButton: 'Regeln zum Geben…',
  digestButton: 'Wochenrückblick…',
  footer:
    'Vom Schlüssel werden immer nur die letzten 4 Zeichen angezeigt. *Regeln zum Geben*: Kontingent, Zeitraum, Zeitzone, Höchstwert pro Kudos. *Wochenrückblick*: an oder aus, Tag, Uhrzeit, Channel.',
  errorFormOutdated: 'Dieses Formular ist veraltet. Schließe es und öffne es erneut.',
  errorChooseStage: 'Wähle prod oder dev.',
  errorLanguage: 'Wähle eine der Sprachen aus der Liste.',
  errorTeamLine: '„{line}“ sollte so aussehen: „@engineering = t100“.',
  errorNoUsergroup: 'In diesem Workspace gibt es keine Benutzergruppe @{handle}.',
  errorEnterKey: 'Gib den API-Schlüssel ein.',
  errorDefaultKeyStage:
    'Der Standardschlüssel der App gilt für die Umgebung {defaultStage}. Wähle {defaultStage} oder gib einen Schlüssel ein, der für {stage} ausgestellt wurde.',
  errorWrongStage: 'Dieser Schlüssel gehört zur anderen Umgebung, nicht zu {stage}. Wähle die Umgebung, für die der Schlüssel ausgestellt wurde.',
  errorKeyRefused: 'Der Engagement-Service hat diesen Schlüssel nicht akzeptiert. Prüfe ihn und füge ihn erneut ein.',
  errorUnreachable:
    'Ich konnte den Engagement-Service nicht erreichen, um den Schlüssel zu prüfen. Es wurde nichts gespeichert; versuch es in einer Minute erneut.',
  savedDefaultKey:
    ':white_check_mark: Einstellungen gespeichert. Dieser Workspace nutzt den Standardschlüssel der App für die Umgebung *{stage}* (…{last4}); einen eigenen Schlüssel kannst du jederzeit in `/kudos setup` eingeben.',
  savedConnected:
    ':white_check_mark: Mit der Umgebung *{stage}* verbunden, mit dem Schlüssel mit der Endung …{last4}. Alle in diesem Workspace können jetzt Kudos geben.',
  savedKept: ':white_check_mark: Einstellungen gespeichert. Weiterhin mit der Umgebung *{stage}* verbunden, mit dem Schlüssel mit der Endung …{last4}.',
  scopeLabel: 'Diese Einstellungen gelten für',
  scopeHint:
    'Kudos ist für deine gesamte Enterprise-Grid-Organisation installiert. Wähle „nur dieser Workspace“, um ihm einen eigenen API-Schlüssel und eigene Einstellungen zu geben.',
  scopeOrg: 'Die ganze Organisation: Alle Workspaces teilen sie',
  scopeWorkspace: 'Nur dieser Workspace: eigene Einstellungen',
  panelTitle: 'Admin: Verbindung',
  panelStage: '*Umgebung*\n{stage}',
  panelKey: '{source, select, default {*API-Schlüssel*\n…{last4} (Standard)} other {*API-Schlüssel*\n…{last4}}}',
  panelService: '{reachable, select, yes {*Service*\n:large_green_circle: erreichbar} other {*Service*\n:red_circle: nicht erreichbar}}',
  panelLanguage: '*Sprache*\n{language}',
  statusAccepted: 'Der Service {root} hat geantwortet; der Schlüssel wird auf {stage} akzeptiert.',
  statusKeyRefused: 'Der Service hat geantwortet, den Schlüssel aber abgelehnt: {reason}',
  linked: ':link: <@{userId}> ist jetzt mit {firstName} {lastName} ({email}) verknüpft.',
  linkNotInDirectory: ':warning: {email} ist nicht im Unternehmensverzeichnis, deshalb habe ich nichts verknüpft. Prüfe die Adresse.',
};
