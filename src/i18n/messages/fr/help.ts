// The help namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { help as source } from '../en/help.js';

export const help: Translation<typeof source> = {
  title: 'Comment utiliser Kudos',
  giveHeading: '*Donner des kudos*',
  giveCommand:
    '`/kudos @ana.lima @tom.hughes 10 pour le lancement` — des personnes (`@leila.haddad,@hannah.schmidt` fonctionne aussi), `@user-groups`, `everyone`, des e-mails, `team:t100`, `cohort:c-2026`',
  givePrivate: '`/kudos @tom.hughes 10 pour le lancement --private` — pas publié dans le canal',
  giveForm:
    '`/kudos` seul, ou toute commande incomplète, ouvre le formulaire. Également : le raccourci ⚡ *Give kudos*, et *Kudos for this message* sur n’importe quel message.',
  giveValue: '`/kudos @ana.lima 10 pour #ownership sur le lancement` — associez les kudos à une valeur de l’entreprise ; `/kudos values` les liste',
  giveReaction:
    'Réagissez à un message avec l’emoji de don (:coin:, sauf si un administrateur en a choisi un autre ; `/kudos reactions` indique lequel et combien de pièces il donne) pour donner des pièces à son auteur, une fois par message. Retirer la réaction ne reprend pas les pièces.',
  ownHeading: '*Voir ce qui vous concerne*',
  balance: '`/kudos balance` — les pièces qu’il vous reste à donner sur cette période, et quand elles sont renouvelées',
  profile: '`/kudos profile` — votre profil d’engagement',
  received: '`/kudos received` — les kudos que vous avez reçus',
  feedback: '`/kudos feedback` — les retours de vos évaluations (managers : `/kudos feedback @report`)',
  whois: '`/kudos whois @person` — la fiche de quelqu’un dans l’annuaire de l’entreprise',
  rewards:
    '`/kudos rewards` — le catalogue des récompenses, les pièces que vous pouvez dépenser (ce que vous avez reçu en kudos) et vos demandes ; *Échanger* sur une récompense',
  top: '`/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@user-group]` — le classement (par défaut, les destinataires de ce mois ; seuls comptent les kudos affichés dans le canal des kudos)',
  celebrate:
    '`/kudos celebrate me` — votre anniversaire (jour et mois, jamais l’année) et votre date d’arrivée, ou ne plus fêter l’un ou l’autre ; célébrés le jour même dans le canal des célébrations',
  managersHeading: '*Managers*',
  review: '`/kudos review @report` — déposer une évaluation (aussi avec le raccourci ⚡ *File a review*) ; `/kudos review team` — plusieurs à la fois',
  insights:
    'Le tableau de bord *Insights* (administrateurs, et managers pour les équipes de leurs collaborateurs directs) : son lien se trouve dans l’onglet Accueil de Kudos quand la connexion est configurée ; les managers peuvent y activer un résumé mensuel en message direct',
  adminsHeading: '*Administrateurs*',
  setup:
    '`/kudos setup` — clé d’API, environnement, canal des kudos, administrateurs de l’application et langue de l’espace de travail ; son étape *Règles de don* : allocation, période, jour de renouvellement, fuseau horaire, maximum par kudos, administrateurs exemptés ; son étape *Récap hebdomadaire* : activé ou non, jour, heure, canal',
  digest:
    '`/kudos digest preview` — ce que le récap hebdomadaire (le lundi à 09:00, sauf changement) publierait maintenant, avec un bouton *Publier maintenant*',
  values: '`/kudos values edit` — les valeurs de l’entreprise (jusqu’à 10 : hashtag, emoji, nom, description)',
  reactions: '`/kudos reactions :taco: 3` — l’emoji de don (personnalisé aussi) et le nombre de pièces que donne une réaction',
  link: '`/kudos link @person name@company.com` — associer un utilisateur Slack à son e-mail dans l’annuaire ; `/kudos whois name@company.com` — à qui appartient cette adresse',
  preset: '`/kudos preset` — modèles d’évaluation : consignes et date de la prochaine évaluation pour 50 personnes ou équipes au plus',
  sync: '`/kudos sync [--update] [--dry-run]` — importer l’annuaire Slack dans l’annuaire de l’entreprise',
  export:
    '`/kudos export questions [--skill S] [--dimension D]`, `/kudos export responses [--email E] [--question Q] [--from D] [--to D]` — un CSV en message direct',
  townhall: '`/kudos townhall [topic] [--from D] [--to D]` — un récap à prévisualiser puis publier',
  rewardsAdmin:
    '`/kudos rewards` — aussi les boutons pour ajouter, modifier et retirer des récompenses, ajuster un solde et désigner le canal d’approbation ; `/kudos rewards export` — échanges et soldes en CSV, en message direct',
  celebrateAdmin:
    '`/kudos celebrate import` — collez un CSV (e-mail, anniversaire MM-DD, date d’arrivée YYYY-MM-DD ; jusqu’à 2 000 lignes) ; `/kudos celebrate export` — ce qui est enregistré, en CSV par message direct ; `/kudos celebrate settings` — canal, heure locale, nom de l’entreprise, pièces',
  footer:
    'L’onglet Accueil de Kudos indique ce qu’il vous reste à donner, votre profil, les derniers kudos que vous avez reçus et les destinataires du mois, et vous permet de choisir la langue dans laquelle Kudos s’adresse à vous. `/kudos help` affiche de nouveau cette liste ; les pages de confidentialité et d’assistance se trouvent à /privacy et /support, à l’adresse de cette application.',
  localWords: 'Dans votre langue, vous pouvez aussi taper : {words}.',
};
