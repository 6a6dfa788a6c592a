// The pages namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { pages as source } from '../en/pages.js';

export const pages: Translation<typeof source> = {
  pageTitle: '{title} · Kudos',
  languageSwitcher: 'Langue',
  operatorUnnamed: 'l’exploitant de cette installation de Kudos',
  contactUnnamed: 'l’administrateur de votre espace de travail Slack',
  privacyTitle: 'Kudos for Slack — Confidentialité',
  privacyIntro: 'Cette installation de Kudos est exploitée par {operator}. Questions et demandes : {contact}.',
  privacyKeepsHeading: 'Ce que l’application conserve',
  privacyKeepsInstallation: 'L’installation de l’espace de travail (son jeton de bot), protégée par une clé de chiffrement.',
  privacyKeepsSettings:
    'Les réglages choisis par un administrateur : la clé d’API du service d’engagement (chiffrée), les canaux des kudos et du récap hebdomadaire, les règles de don, les valeurs de l’entreprise et la langue par défaut de l’espace de travail.',
  privacyKeepsPerPerson:
    'Pour chaque personne : la langue qu’elle a choisie dans l’onglet Accueil de Kudos, le nombre de pièces qu’elle a dépensées pendant la période en cours, et des copies temporaires de son profil Slack (nom, e-mail, fuseau horaire) pour la rapprocher de l’annuaire des membres de l’entreprise.',
  privacyKeepsSummary: 'Les managers qui ont demandé à recevoir en DM le récapitulatif mensuel des kudos de leur équipe.',
  privacyKeepsCelebrations:
    'Célébrations : l’anniversaire de chaque personne (jour et mois seulement, jamais l’année) et sa date d’arrivée, indiqués par elle ou importés par un administrateur, et si elle a demandé que l’un ou l’autre ne soit pas célébré.',
  privacyKeepsRewards:
    'Récompenses : le solde de pièces de chaque personne, le registre de chaque changement de ce solde (montant, auteur, motif), ses demandes de récompenses avec chaque étape et les notes qu’elle a saisies, et le nombre de fois où elle a échangé une récompense limitée.',
  privacyKeepsReviews:
    'Évaluations : les modèles d’évaluation (qui a enregistré chacun, et les équipes et membres, par e-mail, qu’il couvre), et le brouillon d’une évaluation d’équipe entre les étapes de son formulaire, conservé un jour.',
  privacyKeepsRecognitions:
    'Une copie des kudos des 400 derniers jours, lue depuis le service d’engagement pour les classements, le récap hebdomadaire et le tableau de bord Insights (donateur, destinataires par e-mail, pièces, motif, date), avec les noms, équipes et managers de l’annuaire de l’entreprise.',
  privacyNotKeptHeading: 'Ce que l’application ne conserve pas',
  privacyNotKept:
    'Les kudos, les retours et les évaluations sont conservés par le service d’engagement de votre entreprise, sous la clé d’API de votre entreprise : ce sont les données de votre entreprise, pas celles de l’application, et c’est votre entreprise qui décide de leur durée de conservation.',
  privacyDeletionHeading: 'Suppression',
  privacyDeletionUninstall: 'Désinstaller l’application supprime tout ce que l’application conserve pour l’espace de travail.',
  privacyDeletionOnRequest:
    'Sur demande (voir /support), l’exploitant de cette installation supprime les données d’une personne dans l’application avec `npm run forget` : la langue qu’elle a choisie, ses dates de célébration et ses refus d’être célébrée, son choix du récapitulatif mensuel, ses compteurs de pièces, son lien d’e-mail et son rôle d’administrateur, et sa trace dans la copie des kudos (ce qu’elle a reçu, son nom, sa fiche dans l’annuaire ; les kudos qu’elle a donnés restent comptés pour leurs destinataires, sans qu’elle soit nommée comme donatrice).',
  privacyDeletionKept:
    'Conservés après une telle demande : son solde, son registre et ses demandes de récompenses, le livre où l’entreprise note ce qu’elle lui a donné et lui doit encore (supprimé avec l’espace de travail à la désinstallation) ; les modèles d’évaluation qui la nomment ; et les kudos, retours et évaluations du service d’engagement : leur effacement est une décision de votre entreprise, prise là-bas. Un brouillon d’évaluation expire au bout d’un jour.',
  privacyDeletionDeactivated: 'Une personne désactivée dans Slack n’apparaît plus dans les classements ni dans les récaps.',
  supportTitle: 'Kudos for Slack — Assistance',
  supportIntro: 'Cette installation de Kudos est exploitée par {operator}. Contact : {contact}.',
  supportHelp: 'Dans Slack, `/kudos help` liste toutes les commandes avec des exemples.',
  supportSetup: 'Les administrateurs connectent l’espace de travail avec `/kudos setup`.',
  supportRemove: 'Pour supprimer l’application et ses données, désinstallez-la depuis les paramètres des applications de votre espace de travail.',
  installAgain: 'Recommencer l’installation',
  installExpiredTitle: 'Ce lien d’installation a expiré',
  installExpired:
    'Une installation doit être terminée dans les {minutes, plural, one {# minute} other {# minutes}} qui suivent son lancement. Rien n’a été installé.',
  installUsedTitle: 'Ce lien d’installation a déjà servi',
  installUsed: 'Chaque lien d’installation ne fonctionne qu’une fois, et celui-ci a déjà servi. Rien n’a été installé.',
  installInvalidTitle: 'Ce lien d’installation n’est pas valide',
  installInvalid: 'Kudos n’a pas émis ce lien, ou il a été modifié en chemin. Rien n’a été installé.',
  installOtherBrowserTitle: 'Cette installation a été lancée dans un autre navigateur',
  installOtherBrowser:
    'Le lien de retour de Slack ne correspond pas à l’installation lancée par ce navigateur (il a été ouvert dans un autre navigateur, ou ce navigateur a bloqué ou perdu son cookie). Rien n’a été installé.',
  installCancelledTitle: 'Vous avez annulé l’installation',
  installCancelled: 'Kudos n’a été ajouté à aucun espace de travail : l’installation a été annulée sur la page de Slack. Rien n’a été installé.',
  installNotStartedTitle: 'L’installation n’a pas pu démarrer',
  installNotStarted: 'Kudos n’a pas pu préparer l’installation (son stockage n’a pas répondu). Rien n’a été installé. Réessayez dans une minute.',
  installIncompleteTitle: 'Ce lien est incomplet',
  installIncomplete:
    'Le lien de retour de Slack n’a pas de state : Kudos ne peut donc pas savoir si c’est ce navigateur qui a lancé l’installation. Rien n’a été installé.',
  installNotAuthorizedTitle: 'Slack n’a pas autorisé l’installation',
  installSlackAnswered: 'Slack a répondu « {answer} ». Rien n’a été installé.',
  installNoCode: 'Le lien de retour de Slack n’a pas de code d’autorisation. Rien n’a été installé.',
  installCodeRefusedTitle: 'Slack a refusé le code d’autorisation',
  installCodeRefused: 'Le code donné par Slack pour cette installation a déjà servi ou a expiré ({code}). Rien n’a été installé.',
  installSettingsTitle: 'Slack n’a pas accepté les réglages de cette application',
  installSettings:
    'Slack a répondu « {code} », l’installation n’a donc pas pu aboutir. Rien n’a été installé. Prévenez la personne qui gère Kudos : SLACK_CLIENT_ID, SLACK_CLIENT_SECRET et l’URL de redirection doivent être ceux de l’application sur api.slack.com.',
  installRefusedTitle: 'Slack a refusé l’installation',
  installRefused: 'Slack a répondu « {code} », l’installation n’a donc pas pu aboutir. Rien n’a été installé.',
  installUnreachableTitle: 'Slack est injoignable',
  installUnreachable: 'Kudos n’a pas pu joindre Slack pour terminer l’installation. Rien n’a été installé. Réessayez dans une minute.',
  installFailedTitle: 'L’installation n’a pas pu aboutir',
  installFailed:
    'Une erreur s’est produite du côté de Kudos à la fin de l’installation, qui n’a donc peut-être pas été enregistrée. Réessayez dans une minute ; si l’erreur persiste, prévenez la personne qui gère Kudos.',
};
