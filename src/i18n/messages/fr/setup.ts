// The setup namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { setup as source } from '../en/setup.js';

export const setup: Translation<typeof source> = {
  modalTitle: 'Configuration',
  submit: 'Vérifier et enregistrer',
  cancel: 'Annuler',
  done: 'Terminé',
  intro:
    'Connectez cet espace de travail au service d’engagement. La clé est vérifiée auprès de l’environnement avant d’être enregistrée, stockée chiffrée et plus jamais affichée.',
  stageLabel: 'Environnement',
  stageOption: '{stage, select, prod {prod — production} other {dev — développement}}',
  keyLabel: 'Clé d’API',
  keyPlaceholder: 'Collez la clé',
  keyUnreadable: 'La clé enregistrée ne peut pas être lue avec l’ENCRYPTION_KEY actuelle : saisissez-la à nouveau.',
  keyHintSaved: 'Laissez vide pour conserver la clé enregistrée se terminant par …{last4}.',
  keyHintDefault: 'Laissez vide pour continuer à utiliser la clé par défaut de l’application (…{last4}, environnement {stage}).',
  keyHintFirst: 'Disponible sur la page Intégrations de l’application web d’engagement (accès développeur).',
  feedLabel: 'Canal des kudos',
  feedHint: 'Les kudos partagés sont publiés ici. Vide : dans le canal où ils ont été donnés.',
  threadsLabel: 'Publications',
  threadsHint: 'Garde les canaux calmes : les premiers kudos du jour ouvrent un fil, les kudos de la journée y répondent.',
  threadsOption: 'Publier les kudos en réponses dans un fil quotidien',
  adminsLabel: 'Administrateurs Kudos',
  adminsHint:
    'Les personnes qui, en plus des administrateurs et propriétaires de l’espace de travail Slack, peuvent modifier cette configuration et associer des personnes.',
  languageLabel: 'Langue',
  languageHint:
    'Pour le canal des kudos, le récap hebdomadaire, les célébrations et le canal d’approbation, ainsi que pour toute personne dont Kudos ne connaît pas la langue.',
  teamMapLabel: 'Équipes : groupe d’utilisateurs = ID d’équipe',
  teamMapHint:
    'Un par ligne, par ex. « @engineering = t100 ». Permet aux modèles d’évaluation de couvrir des équipes et à la synchronisation de l’annuaire de renseigner les équipes.',
  managerFieldLabel: 'Synchro : champ du manager',
  managerFieldHint:
    'ID du champ de profil Slack personnalisé qui désigne le manager de chaque personne (un champ personne ou une adresse e-mail), par ex. Xf01AB2CD3.',
  guestsLabel: 'Synchronisation de l’annuaire : invités',
  guestsOption: 'Inclure les invités (multicanaux et monocanaux)',
  givingRulesButton: 'Règles de don…',
  digestButton: 'Récap hebdomadaire…',
  footer:
    'Seuls les 4 derniers caractères de la clé sont affichés. *Règles de don* : allocation, période, fuseau horaire, maximum par kudos. *Récap hebdomadaire* : activé ou non, jour, heure, canal.',
  errorFormOutdated: 'Ce formulaire n’est plus à jour. Fermez-le et rouvrez-le.',
  errorChooseStage: 'Choisissez prod ou dev.',
  errorLanguage: 'Choisissez l’une des langues de la liste.',
  errorTeamLine: '« {line} » devrait avoir la forme « @engineering = t100 ».',
  errorNoUsergroup: 'Il n’y a pas de groupe d’utilisateurs @{handle} dans cet espace de travail.',
  errorEnterKey: 'Saisissez la clé d’API.',
  errorDefaultKeyStage:
    'La clé par défaut de l’application est celle de l’environnement {defaultStage}. Choisissez {defaultStage}, ou saisissez une clé émise pour {stage}.',
  errorWrongStage: 'Cette clé appartient à l’autre environnement, pas à {stage}. Choisissez l’environnement pour lequel la clé a été émise.',
  errorKeyRefused: 'Le service d’engagement n’a pas accepté cette clé. Vérifiez-la et collez-la à nouveau.',
  errorUnreachable: 'Je n’ai pas pu joindre le service d’engagement pour vérifier la clé. Rien n’a été enregistré ; réessayez dans une minute.',
  savedDefaultKey:
    ':white_check_mark: Paramètres enregistrés. Cet espace de travail utilise la clé par défaut de l’application pour l’environnement *{stage}* (…{last4}) ; vous pouvez saisir sa propre clé dans `/kudos setup` à tout moment.',
  savedConnected:
    ':white_check_mark: Connecté à l’environnement *{stage}* avec la clé se terminant par …{last4}. Tout le monde dans cet espace de travail peut maintenant donner des kudos.',
  savedKept: ':white_check_mark: Paramètres enregistrés. Toujours connecté à l’environnement *{stage}* avec la clé se terminant par …{last4}.',
  scopeLabel: 'Ces paramètres s’appliquent à',
  scopeHint:
    'Kudos est installé pour toute votre organisation Enterprise Grid. Choisissez « cet espace de travail uniquement » pour lui donner sa propre clé d’API et ses propres paramètres.',
  scopeOrg: 'Toute l’organisation : tous les espaces de travail les partagent',
  scopeWorkspace: 'Cet espace de travail uniquement : ses propres paramètres',
  panelTitle: 'Administration : connexion',
  panelStage: '*Environnement*\n{stage}',
  panelKey: '{source, select, default {*Clé d’API*\n…{last4} (par défaut)} other {*Clé d’API*\n…{last4}}}',
  panelService: '{reachable, select, yes {*Service*\n:large_green_circle: joignable} other {*Service*\n:red_circle: injoignable}}',
  panelLanguage: '*Langue*\n{language}',
  statusAccepted: 'Le service {root} a répondu ; la clé est acceptée sur {stage}.',
  statusKeyRefused: 'Le service a répondu mais a refusé la clé : {reason}',
  linked: ':link: <@{userId}> est désormais associé à {firstName} {lastName} ({email}).',
  linkNotInDirectory: ':warning: {email} ne figure pas dans l’annuaire de l’entreprise, je ne l’ai donc pas associé. Vérifiez l’adresse.',
};
