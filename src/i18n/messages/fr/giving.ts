// The giving namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { giving as source } from '../en/giving.js';

export const giving: Translation<typeof source> = {
  balanceLeft: '{left} sur {cap} {period, select, week {cette semaine} other {ce mois-ci}} (réinitialisation le {date})',
  balance: 'Il vous reste {balance}.',
  balanceExempt: 'Vous donnez sans allocation : un administrateur a exempté les administrateurs de l’espace de travail.',
  overAllowance:
    'Ces kudos nécessitent {cost}{detail, select, each { ({people} × {amount})} least { au minimum ({amount} par personne atteinte)} other {}}, plus que ce qu’il vous reste : {balance}.',
  usedUp: 'Votre allocation est épuisée jusqu’à sa réinitialisation le {date}.',
  canStillGive: 'Vous pouvez donner {coins} au total jusqu’à la réinitialisation le {date}.',
  perKudosRule: 'Le montant doit être un nombre entier de pièces de 1 à {max} (le maximum par kudos de cet espace de travail).',
  rulesSummary:
    'Chacun peut donner {allowance} {period, select, week {par semaine, à partir du {weekday}} other {par mois, à partir du {day} du mois}} ({clock}), au plus {max} par personne dans un même kudos.',
  rulesGiverClock: 'le fuseau horaire de chaque donateur',
  rulesAdminsExempt: 'Les administrateurs de l’espace de travail en sont exemptés.',
  nothingTaken: 'Rien n’a été déduit de votre allocation.',
  staySpent:
    'Les {coins} restent déduites de votre allocation, car le service a peut-être enregistré les kudos : vérifiez `/kudos received` avec le destinataire avant de les renvoyer.',
  overReached:
    'Ils ont atteint plus de personnes que prévu : {total} au total, {more} de plus que la réserve, prises sur ce qu’il vous restait (jamais en dessous de zéro).',
  formMost: 'Au plus {coins} par personne et par kudos.',
  homeBalanceHint: 'Votre solde à tout moment : `/kudos balance`',
  rulesTitle: 'Règles de don',
  rulesSave: 'Enregistrer',
  rulesBack: 'Retour',
  rulesDone: 'Terminé',
  rulesIntro:
    'Combien de pièces chacun peut donner, et à quelle fréquence l’allocation repart. Toutes les façons de donner (commande, formulaire, raccourcis, réactions) y puisent.',
  rulesAllowanceLabel: 'Allocation (pièces par personne et par période)',
  rulesDefault: 'Par défaut : {value}.',
  rulesPeriodLabel: 'Période',
  rulesMonth: 'Mois',
  rulesWeek: 'Semaine',
  rulesResetDayLabel: 'Jour de réinitialisation',
  rulesResetDayHint: 'Mois : le jour du mois où elle commence, de 1 à 28. Semaine : le jour de la semaine, 1 lundi … 7 dimanche.',
  rulesBasisLabel: 'La période suit',
  rulesBasisWorkspace: 'Le fuseau horaire de l’espace de travail (ci-dessous)',
  rulesBasisGiver: 'Le fuseau horaire Slack de chaque donateur',
  rulesTimeZoneLabel: 'Fuseau horaire de l’espace de travail',
  rulesTimeZoneHint: 'Un nom IANA comme Europe/Lisbon ou America/New_York. Utilisé aussi pour les donateurs dont Slack n’indique pas le fuseau horaire.',
  rulesPerKudosLabel: 'Maximum par kudos (pièces par personne)',
  rulesExemptLabel: 'Exemptions',
  rulesExemptOption: 'Les administrateurs donnent sans allocation',
  rulesChangeNote:
    'Un changement s’applique immédiatement. Les pièces déjà données sur cette période comptent toujours ; une nouvelle période ou un nouveau jour de réinitialisation repart de zéro.',
  rulesIncomplete: 'Le formulaire est revenu incomplet ; fermez-le et rouvrez Règles de don.',
  rulesAllowanceRange: 'L’allocation doit être un nombre entier de pièces de 1 à {max}.',
  rulesWeekDayRange: 'Une semaine commence un jour de 1 (lundi) à 7 (dimanche).',
  rulesMonthDayRange: 'Un mois commence un jour de 1 à 28 (tous les mois les ont).',
  rulesUnknownTimeZone: '« {zone} » n’est pas un fuseau horaire que je connais. Utilisez un nom IANA comme Europe/Lisbon, America/New_York ou UTC.',
  rulesPerKudosRange: 'Le maximum par kudos doit être un nombre entier de pièces de 1 à {max}.',
  rulesPerKudosOverAllowance: 'Le maximum par kudos ({max}) ne peut pas dépasser l’allocation ({allowance}).',
  rulesSaved: 'Enregistré. {summary}',
};
