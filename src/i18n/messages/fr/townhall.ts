// The townhall namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { townhall as source } from '../en/townhall.js';

export const townhall: Translation<typeof source> = {
  unknownFlag: 'Je ne connais pas `--{flag}` ici. Utilisez `/kudos townhall [topic] [--from 2026-10-01] [--to 2026-10-31]`.',
  generated: 'Généré le {when} UTC par le service d’engagement.',
  postButton: 'Publier dans le canal',
  onlyYou: 'Vous seul voyez cet aperçu.',
  expired: 'Cet aperçu a expiré. Relancez `/kudos townhall`.',
  postedAlready: 'Ce récap pour la réunion générale a déjà été publié dans <#{channel}>.',
  postFailedInvite: ':warning: Je n’ai pas pu publier dans <#{channel}> : invitez-moi avec `/invite @Kudos`.',
  postFailed: ':warning: Je n’ai pas pu publier dans <#{channel}> ({code, select, none {erreur Slack} other {{code}}}).',
  posted: ':white_check_mark: « {title} » publié dans <#{channel}>.',
};
