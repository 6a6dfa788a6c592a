// The reactions namespace in German (de).
import type { Translation } from '../../translation.js';
import type { reactions as source } from '../en/reactions.js';

export const reactions: Translation<typeof source> = {
  notAdmin: 'Nur Admins können das Emoji zum Geben ändern. `/kudos reactions` zeigt es an.',
  current:
    'Reagiere auf eine Nachricht mit :{emoji}:, um der Person, die sie geschrieben hat, {coins} zu geben – einmal pro Nachricht. Entfernst du die Reaktion, werden sie nicht zurückgenommen.',
  adminsChange: 'Admins ändern es mit `/kudos reactions :emoji: Münzen`, z. B. `/kudos reactions :taco: 3`.',
  notAnEmoji: '`{emoji}` ist kein Emoji.',
  overMax:
    'Eine Reaktion kann höchstens {coins} geben, das Maximum pro Kudos in diesem Workspace (Regeln zum Geben in `/kudos setup`). Wähle {max} oder weniger.',
  set: 'Ab jetzt gibt :{emoji}: auf einer Nachricht der Person, die sie geschrieben hat, {coins}.',
  onAppMessage: ':{emoji}: auf der Nachricht einer App gibt nichts: Münzen gehen an Menschen. Reagiere stattdessen auf die Nachricht einer Person.',
  authorUnknown:
    'Ich konnte nicht erkennen, von wem die Nachricht ist, deshalb wurden keine Münzen vergeben. Wenn sie in einem privaten Channel ist, lade mich mit `/invite @Kudos` ein.',
  onOwnMessage: ':{emoji}: auf deiner eigenen Nachricht gibt nichts – du kannst dir selbst keine Kudos geben.',
};
