// The townhall namespace in German (de).
import type { Translation } from '../../translation.js';
import type { townhall as source } from '../en/townhall.js';

export const townhall: Translation<typeof source> = {
  unknownFlag: '`--{flag}` kenne ich hier nicht. Verwende `/kudos townhall [topic] [--from 2026-10-01] [--to 2026-10-31]`.',
  generated: 'Erstellt am {when} UTC vom Engagement-Dienst.',
  postButton: 'Im Channel posten',
  onlyYou: 'Nur du siehst diese Vorschau.',
  expired: 'Diese Vorschau ist abgelaufen. Führe `/kudos townhall` noch einmal aus.',
  postedAlready: 'Diese Town-Hall-Zusammenfassung wurde schon in <#{channel}> gepostet.',
  postFailedInvite: ':warning: Ich konnte nicht in <#{channel}> posten: Lade mich mit `/invite @Kudos` ein.',
  postFailed: ':warning: Ich konnte nicht in <#{channel}> posten ({code, select, none {Slack-Fehler} other {{code}}}).',
  posted: ':white_check_mark: „{title}“ in <#{channel}> gepostet.',
};
