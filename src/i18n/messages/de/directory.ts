// The directory namespace in German (de).
import type { Translation } from '../../translation.js';
import type { directory as source } from '../en/directory.js';

export const directory: Translation<typeof source> = {
  unknownUser: 'Ich finde den Slack-Nutzer `{userId}` (<@{userId}>) in diesem Workspace nicht. Prüfe die Erwähnung.',
  bot: '<@{userId}> ist ein Bot; Kudos sind für Menschen.',
  left: '<@{userId}> hat diesen Workspace verlassen.',
  noEmail:
    'Ich sehe keine E-Mail-Adresse für <@{userId}>{guest, select, yes { (Gast)} other {}} und kann die Person daher nicht im Unternehmensverzeichnis finden. Ein Admin kann sie mit `/kudos link @person name@firma.com` zuordnen.',
};
