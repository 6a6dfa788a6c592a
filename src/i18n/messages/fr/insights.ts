// The insights namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { insights as source } from '../en/insights.js';

export const insights: Translation<typeof source> = {
  homeHeader: ':bar_chart: Insights Kudos',
  homeAbout:
    'Participation, kudos par équipe et par manager, valeurs dans le temps et personnes sans reconnaissance récente, pour {role, select, admin {toutes les équipes} other {les équipes de vos collaborateurs directs}}.\n<{url}|Ouvrir le tableau de bord Insights> (connexion avec Slack)',
  summaryIsOn: 'Vous recevez un récapitulatif des kudos de votre équipe en DM le premier jour de chaque mois.',
  summaryIsOff: 'Recevez un récapitulatif des kudos de votre équipe en DM le premier jour de chaque mois.',
  stopSummary: 'Arrêter le récapitulatif mensuel',
  sendSummary: 'M’envoyer un récapitulatif mensuel',
  summaryText: 'Les kudos de votre équipe le mois dernier',
  summaryHeader: ':bar_chart: Les kudos de votre équipe en {month}',
  summaryTeamLine: '• *{team}* : {kudos, plural, one {# kudos reçu} other {# kudos reçus}}, {coins, plural, one {# pièce} other {# pièces}}',
  summaryNoKudos: 'Votre équipe n’a reçu aucun kudos partagé ce mois-là.',
  summaryGivers: '*Donateurs :* {names}',
  summaryNobodyGave: '*Donateurs :* personne dans votre équipe n’a donné de kudos partagé',
  summaryNotRecognised: '*Sans reconnaissance ce mois-là :* {names}',
  summaryEveryoneRecognised: '*Sans reconnaissance ce mois-là :* tout le monde dans votre équipe a été reconnu',
  summaryValues: '*Valeurs présentes :* {values}',
  summaryNoValues: '*Valeurs présentes :* aucune valeur de l’entreprise n’a été mentionnée',
  summaryValueCount: '{value} ({count})',
  summaryFooter:
    'Compte les kudos partagés dans le canal des kudos ; les kudos privés ne sont pas comptés. Vous pouvez arrêter ces récapitulatifs depuis la section Insights de l’onglet Accueil de Kudos.',
  summaryFooterLinked:
    'Compte les kudos partagés dans le canal des kudos ; les kudos privés ne sont pas comptés. Plus de détails dans le <{url}|tableau de bord Insights>. Vous pouvez arrêter ces récapitulatifs depuis la section Insights de l’onglet Accueil de Kudos.',
};
