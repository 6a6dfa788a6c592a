// The digest namespace in German (de).
import type { Translation } from '../../translation.js';
import type { digest as source } from '../en/digest.js';

export const digest: Translation<typeof source> = {
  namesAndMore: '{names} und {count, plural, one {# weitere Person} other {# weitere}}',
  someone: 'Jemand',
  highlight: '*{giver}* → {names} · {coins}\n> {reason}',
  nudge:
    ':hourglass_flowing_sand: *{people, plural, one {# Person} other {# Personen}}* {people, plural, one {hat} other {haben}} noch Münzen zu vergeben (insgesamt {coins, plural, one {# Münze} other {# Münzen}}), bevor sie am {resets} zurückgesetzt werden. Wer hat dir diese Woche geholfen? `/kudos @jemand 10 für …`',
  title: 'Kudos dieser Woche · {label}',
  emptyText: '{title}: Diese Woche wurden keine Kudos geteilt',
  empty: 'Diese Woche wurden keine Kudos geteilt. Wer hat dir die Woche leichter gemacht? Sag es mit `/kudos @jemand 10 für …`',
  summary: '*{kudos}* und *{coins}*, vergeben von {givers}.',
  receiver: '{rank} *{name}* — {coins} ({kudos})',
  value: '{value} — {kudos}',
  text: '{title}: {kudos}, {coins}',
  mostAppreciated: '*Am meisten gewürdigt*\n{lines}',
  valuesMostGiven: '*Meistgenannte Werte*\n{lines}',
  highlights: '*Highlights*\n{lines}',
  when: 'jeden {weekday} um {time} ({timeZone})',
  settingsTitle: 'Wochenrückblick',
  save: 'Speichern',
  back: 'Zurück',
  done: 'Fertig',
  settingsIntro:
    'Einmal pro Woche: die Zahl der Kudos und Münzen, wer am meisten bekommen hat, die meistgenannten Werte, drei ausgewählte Kudos und eine Erinnerung an alle, die noch Münzen übrig haben. Private Kudos erscheinen nie.',
  settingsOn: 'Wochenrückblick posten',
  settingsOnLabel: 'An oder aus',
  settingsDay: 'Tag',
  settingsHour: 'Uhrzeit',
  settingsHourHint: 'Nach der Uhr des Workspace ({timeZone}, festgelegt in Regeln zum Geben).',
  settingsChannel: 'Channel',
  settingsChannelHint: 'Leer: der Kudos-Channel.',
  settingsNow:
    'Aktuell: {when}. Ein Rückblick, der verpasst wurde, während die App nicht lief, wird beim Start gepostet, solange noch dieselbe Woche ist. Ansehen mit `/kudos digest preview`.',
  settingsNowOff:
    'Aktuell: aus. Ein Rückblick, der verpasst wurde, während die App nicht lief, wird beim Start gepostet, solange noch dieselbe Woche ist. Ansehen mit `/kudos digest preview`.',
  formIncomplete: 'Das Formular kam unvollständig zurück; schließ es und öffne Wochenrückblick erneut.',
  pickDay: 'Wähl den Tag, an dem der Rückblick gepostet wird.',
  pickHour: 'Wähl die Uhrzeit, zu der der Rückblick gepostet wird.',
  settingsSaved:
    ':white_check_mark: Gespeichert. Der Wochenrückblick wird in {hasChannel, select, yes {<#{channel}>} other {den Kudos-Channel}} gepostet, {when}.',
  settingsSavedOff: ':white_check_mark: Gespeichert. Der Wochenrückblick ist aus.',
  problemReading: 'Die Kudos der Woche konnten nicht gelesen werden: {why}',
  problemRefused: 'Slack hat den Post abgelehnt: {code}',
  problemNoAnswer: 'Slack hat nicht geantwortet ({error}); der nächste Versuch prüft zuerst den Channel und postet nur, wenn der Rückblick dort noch fehlt',
  dueAt: '{date} um {time} ({timeZone})',
  previewOff:
    ':eyes: *Vorschau* — der Wochenrückblick ist *aus*. Wäre er an, ginge er an {hasChannel, select, yes {<#{channel}>} other {noch keinen Channel (leg in `/kudos setup` einen Kudos-Channel oder einen Channel für den Rückblick fest)}} und sähe so aus:',
  previewPending:
    ':eyes: *Vorschau* — nur du siehst das. Der Rückblick, fällig am {due}, ist noch nicht raus: Er geht innerhalb einer Minute an {hasChannel, select, yes {<#{channel}>} other {noch keinen Channel (leg in `/kudos setup` einen Kudos-Channel oder einen Channel für den Rückblick fest)}} und sieht so aus:',
  previewComing:
    ':eyes: *Vorschau* — nur du siehst das. Der Wochenrückblick geht am {due} an {hasChannel, select, yes {<#{channel}>} other {noch keinen Channel (leg in `/kudos setup` einen Kudos-Channel oder einen Channel für den Rückblick fest)}}; mit den bisherigen Kudos sieht er so aus:',
  previewText: 'Vorschau des Wochenrückblicks: {text}',
  postNow: 'Jetzt posten',
  setupHint: 'Tag, Uhrzeit und Channel änderst oder den Rückblick abschaltest du in `/kudos setup` → *Wochenrückblick…*',
  postNowHint: '„Jetzt posten“ schickt ihn sofort. Tag, Uhrzeit und Channel änderst oder den Rückblick abschaltest du in `/kudos setup` → *Wochenrückblick…*',
  postNowInstead:
    '„Jetzt posten“ schickt ihn sofort statt am {day}. Tag, Uhrzeit und Channel änderst oder den Rückblick abschaltest du in `/kudos setup` → *Wochenrückblick…*',
  previewOutdated: 'Diese Vorschau ist veraltet: Führ `/kudos digest` noch einmal aus und klick dort auf *Jetzt posten*.',
  postedNow: ':white_check_mark: Wochenrückblick in <#{channel}> gepostet. Der am {due} fällige wird nicht noch einmal gepostet.',
  alreadyPosted: 'Der Rückblick dieser Woche wurde schon gepostet (der am {due} fällige); der nächste folgt eine Woche später.',
  noChannel: 'Es gibt keinen Channel zum Posten: Leg in `/kudos setup` einen Kudos-Channel oder einen Channel für den Rückblick fest.',
  postFailed:
    ':warning: Ich konnte den Rückblick nicht in <#{channel}> posten ({problem}). Wenn ich nicht in dem Channel bin, lade mich ein (`/invite @Kudos`) oder wähl in `/kudos setup` → *Wochenrückblick…* einen anderen; dann versuch es noch einmal.',
};
