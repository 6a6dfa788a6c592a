// The failures namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { failures as source } from '../en/failures.js';

export const failures: Translation<typeof source> = {
  outcome:
    '{outcome, select, sent {Rien n’a été envoyé.} filed {Rien n’a été enregistré.} saved {Rien n’a été sauvegardé.} loaded {Rien n’a été chargé.} linked {Rien n’a été associé.} changed {Rien n’a été modifié.} shown {Il n’y a rien à afficher.} restNotSent {Le reste n’a pas été envoyé.} moreNotSent {Rien de plus n’a été envoyé.} notSentYet {Rien ne peut encore être envoyé.} notSentNow {Rien ne peut être envoyé pour le moment.} noForm {Aucun formulaire n’a été ouvert.} noFile {Aucun fichier n’a été envoyé.} noDigest {Aucun récap n’a été créé.} mayNotBeFiled {Il se peut que cela n’ait pas été enregistré.} profileNotLoaded {Votre profil n’a pas pu être chargé.} kudosNotLoaded {Vos kudos n’ont pas pu être chargés.} leaderboardNotLoaded {Le classement n’a pas pu être chargé.} feedbackNotLoaded {Les retours n’ont pas pu être chargés.} other {Rien n’a été fait.}}',
  notConnected: 'Cet espace de travail n’est pas encore connecté au service d’engagement. Un administrateur peut le connecter avec `/kudos setup`.',
  keyUnreadable: 'La clé d’API enregistrée ne peut pas être lue avec l’ENCRYPTION_KEY actuelle ; lancez `/kudos setup` pour la saisir à nouveau.',
  needsAdmin:
    'Kudos a besoin d’un administrateur pour fonctionner à nouveau : demandez à un administrateur Kudos de lancer `/kudos setup` et de saisir à nouveau la clé d’API.',
  recipientNotFound:
    '{count, plural, =0 {Un destinataire n’est pas} one {{who} n’est pas} other {{who} ne sont pas}} dans l’annuaire de l’entreprise. {then} Vérifiez l’adresse, ou demandez à un administrateur de l’ajouter (ou de l’associer avec `/kudos link`).',
  wrongStage:
    'La clé d’API enregistrée pour cet espace de travail appartient à l’autre environnement (prod/dev). {then} Un administrateur peut corriger cela avec `/kudos setup`.',
  unauthorized:
    'Le service d’engagement a refusé la clé d’API de cet espace de travail. {then} Un administrateur peut saisir une clé valide avec `/kudos setup`.',
  rateLimited:
    'Le service d’engagement est surchargé en ce moment (limite de requêtes). {then} {seconds, plural, =0 {Réessayez dans une minute.} other {Réessayez dans # s.}}',
  serviceSaid: 'Le service d’engagement a répondu : {said} {then}',
  refused: 'Le service d’engagement a refusé : {said} {then}',
  timeoutRead: 'Le service d’engagement n’a pas répondu en {seconds} s. {then} Réessayez dans une minute.',
  timeoutWrite:
    'Le service d’engagement n’a pas répondu en {seconds} s, je ne peux donc pas savoir si c’est passé. Je ne le referai pas de moi-même : vérifiez avant de réessayer.',
  network: 'Je n’ai pas pu joindre le service d’engagement. {then} Réessayez dans une minute ; si cela continue, prévenez un administrateur.',
  server: 'Le service d’engagement a échoué ({status}) sans rien confirmer. Réessayez dans une minute ; si cela continue, prévenez un administrateur.',
  ours: 'Un problème est survenu de notre côté. {then} Réessayez ; si cela continue, prévenez un administrateur.',
};
