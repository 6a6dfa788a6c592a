// The slack namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { slack as source } from '../en/slack.js';

export const slack: Translation<typeof source> = {
  notAdmin:
    'Seuls les administrateurs et propriétaires de l’espace de travail Slack (ou les personnes qu’ils désignent comme administrateurs Kudos) peuvent faire cela. Demandez à l’un d’eux si quelque chose doit changer.',
  unreadableCommand: 'Slack a envoyé cette commande sans les champs dont j’ai besoin. Veuillez réessayer.',
  onlyCommand: 'Je ne réponds qu’à {command}.',
  unreadableForm: 'Slack a envoyé ce formulaire sans les champs dont j’ai besoin. Fermez-le et rouvrez-le.',
  notKept:
    ':warning: Kudos n’a pas pu prendre cette demande pour le moment (son stockage n’a pas répondu), rien n’a donc été envoyé. Réessayez dans une minute.',
  notInstalled:
    ':warning: Kudos n’est plus installé dans cet espace de travail, rien n’a donc été envoyé. Demandez à un administrateur Slack de réinstaller l’application.',
  close: 'Fermer',
  late: ':hourglass_flowing_sand: Désolé pour l’attente — Kudos a redémarré pendant l’opération et vient de la terminer.',
  lateText: 'Désolé pour l’attente. {text}',
  done: 'C’est fait.',
};
