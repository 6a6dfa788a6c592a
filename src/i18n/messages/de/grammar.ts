// The grammar namespace in German (de).
import type { Translation } from '../../translation.js';
import type { grammar as source } from '../en/grammar.js';

export const grammar: Translation<typeof source> = {
  amountRule: 'Der Betrag muss eine ganze Zahl an Münzen von {min, number} bis {max, number} sein.',
  farTooLong: 'Dieser Befehl ist viel zu lang: Ein /kudos-Befehl hat höchstens {max, number} Zeichen, mit einem Grund von höchstens {reasonMax, number}.',
  commandTooLong:
    'Dieser Befehl ist {length, number} Zeichen lang: Ein /kudos-Befehl hat höchstens {max, number} Zeichen, mit einem Grund von höchstens {reasonMax, number}.',
  fieldTooLong: 'Dieses Feld ist {length, number} Zeichen lang; erlaubt sind höchstens {max, number}.',
  reasonTooLong: 'Der Grund ist {length, number} Zeichen lang; kürze ihn auf höchstens {max, number} Zeichen.',
  reasonFarTooLong: 'Der Grund ist über {max, number} Zeichen lang; kürze ihn auf höchstens {max, number} Zeichen.',
  reasonControl:
    'Der Grund enthält ein unsichtbares Steuerzeichen ({control}), oft aus eingefügtem Text, und kann nicht gesendet werden. Entferne es und versuche es erneut.',
  tooManyPeople:
    'Ein Kudos kann höchstens {max} Personen einzeln nennen (dieses nennt {count, number}). Um mehr Menschen zu danken, nutze eine Benutzergruppe, `team:ID`, `cohort:ID` oder `everyone`.',
  reactionsUsage: 'Nutze `/kudos reactions :emoji: münzen`, mit einem Emoji (auch eigenen) und 1 bis 1.000 Münzen, z. B. `/kudos reactions :taco: 3`.',
  hereOrChannel:
    'Kudos können nicht an @here oder @channel gehen. Erwähne Personen oder Benutzergruppen, oder schreib `everyone`, um dem ganzen Unternehmen zu danken.',
  channel: 'Kudos gehen an Menschen, nicht an Channels: Erwähne stattdessen Personen oder Benutzergruppen.',
  scopeNeedsId: '`{scope}:` braucht eine ID, zum Beispiel `{example}:t100`.',
  unknownMention:
    'Ich kenne „{word}“ nicht: Das ist weder eine Person noch eine Benutzergruppe in diesem Workspace. Wähle Personen aus den @-Vorschlägen von Slack, damit sie zu Erwähnungen werden, zum Beispiel `/kudos @ana.lima @tom.hughes 10 für den Launch`.',
  unknownOption: 'Ich kenne die Option `{option}` nicht. Die einzige Option ist `--private`, die das Kudos aus dem Channel heraushält.',
  self: 'Du kannst dir nicht selbst Kudos geben – aber danke für die Begeisterung! Erwähne jemand anderen.',
  didYouMean: 'Ich kenne `/kudos {typed}` nicht. Meintest du `/kudos {meant}`? (`/kudos hilfe` listet alle auf.)',
  whoToThank:
    'Ich konnte nicht erkennen, wem du danken willst: „{word}“ ist keine Person. Erwähne Personen mit @, zum Beispiel `/kudos @ana.lima @tom.hughes 10 für den Launch`, oder tippe `/kudos hilfe`.',
  topOneEach:
    '{what, select, period {Ein Zeitraum auf einmal: week, month, quarter oder year.} board {Eine Rangliste auf einmal: givers oder receivers.} value {Ein #Wert auf einmal.} other {Eine @Benutzergruppe auf einmal.}} Nutze `/kudos top [week|month|quarter|year] [givers|receivers] [#wert] [@gruppe]`, zum Beispiel `/kudos top week givers`.',
  topNotOnePerson:
    '`/kudos top` ordnet alle ein, oder die Personen einer Benutzergruppe – nicht eine einzelne Person. Deinen eigenen Platz siehst du unter jeder Rangliste. Nutze `/kudos top [week|month|quarter|year] [givers|receivers] [#wert] [@gruppe]`, zum Beispiel `/kudos top week givers`.',
  topUnknownGroup:
    'Ich kenne die Benutzergruppe „{word}“ nicht. Wähle sie aus den @-Vorschlägen von Slack, damit sie zu einer Erwähnung wird. Nutze `/kudos top [week|month|quarter|year] [givers|receivers] [#wert] [@gruppe]`, zum Beispiel `/kudos top week givers`.',
  topUnknownWord:
    'Ich verstehe „{word}“ hier nicht. Nutze `/kudos top [week|month|quarter|year] [givers|receivers] [#wert] [@gruppe]`, zum Beispiel `/kudos top week givers`.',
  celebrateUsage:
    'Nutze `/kudos celebrate me`, um deinen Geburtstag und dein Eintrittsdatum anzugeben (Admins: `/kudos celebrate import`, `export`, `settings`).',
  valuesUsage: 'Nutze `/kudos values`, um die Unternehmenswerte zu sehen (Admins: `/kudos values edit`).',
  rewardsUsage: 'Nutze `/kudos prämien`, um die Prämien zu sehen, die du einlösen kannst (Admins: `/kudos rewards export`).',
  syncUsage: 'Ich verstehe `{option}` hier nicht. Nutze `/kudos sync`, `/kudos sync --update` oder `/kudos sync --dry-run`.',
  balanceUsage: 'Nutze `/kudos guthaben`, um zu sehen, wie viele Münzen du noch vergeben kannst.',
  digestUsage: 'Nutze `/kudos digest preview`, um zu sehen, was der Wochenrückblick posten würde (Admins).',
  reviewUsage: 'Nutze `/kudos review`, `/kudos review @person` oder `/kudos review team`.',
  feedbackUsage: 'Nutze `/kudos feedback` für dein eigenes Feedback oder `/kudos feedback @person` für das einer direkt unterstellten Person.',
  whoisUsage: 'Nutze `/kudos whois @person` (oder eine E-Mail-Adresse).',
  linkUsage: 'Nutze `/kudos link @person name@firma.com`, um einen Slack-Nutzer seiner E-Mail-Adresse im Unternehmensverzeichnis zuzuordnen.',
};
