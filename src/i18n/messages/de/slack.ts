// The slack namespace in German (de).
import type { Translation } from '../../translation.js';
import type { slack as source } from '../en/slack.js';

export const slack: Translation<typeof source> = {
  notAdmin:
    'Nur Admins und Inhaber:innen des Slack-Workspace (oder Personen, die sie als Kudos-Admins benennen) können das tun. Frag eine dieser Personen, wenn etwas geändert werden muss.',
  unreadableCommand: 'Slack hat diesen Befehl ohne die Felder gesendet, die ich brauche. Bitte versuche es erneut.',
  onlyCommand: 'Ich antworte nur auf {command}.',
  unreadableForm: 'Slack hat dieses Formular ohne die Felder gesendet, die ich brauche. Schließe es und öffne es erneut.',
  notKept:
    ':warning: Kudos konnte diese Anfrage gerade nicht annehmen (der Speicher hat nicht geantwortet), daher wurde nichts gesendet. Bitte versuche es in einer Minute erneut.',
  notInstalled:
    ':warning: Kudos ist in diesem Workspace nicht mehr installiert, daher wurde nichts gesendet. Bitte einen Slack-Admin, die App erneut zu installieren.',
  close: 'Schließen',
  late: ':hourglass_flowing_sand: Entschuldige die Verzögerung – Kudos wurde währenddessen neu gestartet und hat es jetzt erledigt.',
  lateText: 'Entschuldige die Verzögerung. {text}',
  done: 'Erledigt.',
};
