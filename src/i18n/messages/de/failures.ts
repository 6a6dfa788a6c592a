// The failures namespace in German (de).
import type { Translation } from '../../translation.js';
import type { failures as source } from '../en/failures.js';

export const failures: Translation<typeof source> = {
  outcome:
    '{outcome, select, sent {Es wurde nichts gesendet.} filed {Es wurde nichts erfasst.} saved {Es wurde nichts gespeichert.} loaded {Es wurde nichts geladen.} linked {Es wurde nichts verknüpft.} changed {Es wurde nichts geändert.} shown {Es gibt nichts anzuzeigen.} restNotSent {Der Rest wurde nicht gesendet.} moreNotSent {Es wurde nichts weiter gesendet.} notSentYet {Noch kann nichts gesendet werden.} notSentNow {Gerade kann nichts gesendet werden.} noForm {Es wurde kein Formular geöffnet.} noFile {Es wurde keine Datei gesendet.} noDigest {Es wurde kein Rückblick erstellt.} mayNotBeFiled {Es wurde möglicherweise nicht erfasst.} profileNotLoaded {Dein Profil konnte nicht geladen werden.} kudosNotLoaded {Deine Kudos konnten nicht geladen werden.} leaderboardNotLoaded {Die Rangliste konnte nicht geladen werden.} feedbackNotLoaded {Das Feedback konnte nicht geladen werden.} other {Es wurde nichts getan.}}',
  notConnected: 'Dieser Workspace ist noch nicht mit dem Engagement-Service verbunden. Ein Admin kann ihn mit `/kudos setup` verbinden.',
  keyUnreadable: 'Der gespeicherte API-Schlüssel kann mit dem aktuellen ENCRYPTION_KEY nicht gelesen werden; gib ihn mit `/kudos setup` erneut ein.',
  needsAdmin:
    'Kudos braucht einen Admin, bevor es wieder genutzt werden kann: Bitte einen Kudos-Admin, `/kudos setup` auszuführen und den API-Schlüssel erneut einzugeben.',
  recipientNotFound:
    '{count, plural, =0 {Eine empfangende Person ist} one {{who} ist} other {{who} sind}} nicht im Unternehmensverzeichnis. {then} Prüfe die Adresse oder bitte einen Admin, die Person hinzuzufügen (oder mit `/kudos link` zuzuordnen).',
  wrongStage:
    'Der für diesen Workspace gespeicherte API-Schlüssel gehört zur anderen Umgebung (prod/dev). {then} Ein Admin kann das mit `/kudos setup` beheben.',
  unauthorized:
    'Der Engagement-Service hat den API-Schlüssel dieses Workspaces abgelehnt. {then} Ein Admin kann mit `/kudos setup` einen gültigen Schlüssel eingeben.',
  rateLimited:
    'Der Engagement-Service ist gerade ausgelastet (Ratenlimit). {then} {seconds, plural, =0 {Versuche es in einer Minute erneut.} other {Versuche es in # s erneut.}}',
  serviceSaid: 'Der Engagement-Service meldet: {said} {then}',
  refused: 'Der Engagement-Service hat es abgelehnt: {said} {then}',
  timeoutRead: 'Der Engagement-Service hat nicht innerhalb von {seconds} s geantwortet. {then} Versuche es in einer Minute erneut.',
  timeoutWrite:
    'Der Engagement-Service hat nicht innerhalb von {seconds} s geantwortet, daher weiß ich nicht, ob es durchgegangen ist. Ich wiederhole es nicht von selbst – prüfe das, bevor du es erneut versuchst.',
  network:
    'Ich konnte den Engagement-Service nicht erreichen. {then} Versuche es in einer Minute erneut; wenn es weiter fehlschlägt, sag einem Admin Bescheid.',
  server:
    'Der Engagement-Service ist fehlgeschlagen ({status}) und hat nichts bestätigt. Versuche es in einer Minute erneut; wenn es weiter fehlschlägt, sag einem Admin Bescheid.',
  ours: 'Bei uns ist etwas schiefgelaufen. {then} Versuche es erneut; wenn es weiter fehlschlägt, sag einem Admin Bescheid.',
};
