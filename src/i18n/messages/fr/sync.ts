// The sync namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { sync as source } from '../en/sync.js';

export const sync: Translation<typeof source> = {
  reading: ':hourglass_flowing_sand: Lecture de l’annuaire Slack…',
  alreadyRunning:
    'Une synchronisation de l’annuaire est déjà en cours. Une seule à la fois : sa progression est dans le message direct de la personne qui l’a lancée.',
  alreadyRunningBy:
    'Une synchronisation de l’annuaire est déjà en cours ({sent} sur {people} envoyés, lancée par <@{adminId}>). Une seule à la fois : sa progression est dans le message direct de la personne qui l’a lancée.',
  started:
    '{dryRun, select, yes {Simulation lancée — la progression est dans votre message direct avec moi.} other {Synchronisation de l’annuaire lancée — la progression est dans votre message direct avec moi.}}',
  progress:
    '{next, select, waiting {:arrows_counterclockwise: Synchronisation de l’annuaire : {sent} sur {people} envoyés — lot suivant dans {seconds} s} retrying {:arrows_counterclockwise: Synchronisation de l’annuaire : {sent} sur {people} envoyés — le service n’a pas répondu ; nouvel essai du lot {batch}} other {:arrows_counterclockwise: Synchronisation de l’annuaire : {sent} sur {people} envoyés — envoi du lot {batch} sur {batches}}}',
  stoppedAt:
    ':warning: La synchronisation de l’annuaire s’est arrêtée au lot {batch} sur {batches} : {reason} Relancez `/kudos sync` pour recommencer ; les personnes déjà importées seront ignorées.',
  stoppedReading: ':warning: La synchronisation de l’annuaire s’est arrêtée : {reason}',
  finished:
    ':white_check_mark: Synchronisation de l’annuaire terminée : {imported} importés, {updated} mis à jour, {skipped} ignorés (déjà dans l’annuaire), {failed} en échec.',
  leftOut: 'Exclus : {list}.',
  leftOutCount:
    '{reason, select, Slackbot {{count, plural, other {# Slackbot}}} bot {{count, plural, one {# bot} other {# bots}}} deactivated {{count, plural, one {# désactivé} other {# désactivés}}} guest {{count, plural, one {# invité} other {# invités}}} other {{count, plural, one {# second compte} other {# seconds comptes}}}}',
  dryRunChecking: ':mag: Simulation : vérification des personnes déjà dans l’annuaire… {done} sur {total}',
  dryRunWould:
    '{update, select, yes {:mag: Simulation — rien n’a été envoyé. Une synchronisation maintenant importerait {fresh, plural, one {# nouvelle personne} other {# nouvelles personnes}} et mettrait à jour depuis Slack {existing, plural, one {# personne déjà dans l’annuaire} other {# personnes déjà dans l’annuaire}}.} other {:mag: Simulation — rien n’a été envoyé. Une synchronisation maintenant importerait {fresh, plural, one {# nouvelle personne} other {# nouvelles personnes}} et laisserait inchangées {existing, plural, one {# personne déjà dans l’annuaire} other {# personnes déjà dans l’annuaire}} (`--update` les mettrait à jour depuis Slack).}}',
  dryRunRefused: 'Le service en refuserait {count, number} : {list}.',
  dryRunNoEmail: '{count, plural, one {# ne peut pas être envoyée (pas d’adresse e-mail).} other {# ne peuvent pas être envoyées (pas d’adresse e-mail).}}',
  problemFirstNameBlank: 'first_name est vide, ou commence ou se termine par une espace',
  problemTooLong: '{field} doit faire au maximum {max, number} caractères',
  problemLastNameMissing: 'last_name est obligatoire',
  problemManager: 'le manager {email} n’est ni dans l’annuaire ni dans cette synchronisation',
  reasonNoEmail: 'aucune adresse e-mail visible dans Slack',
  column: '{column, select, email {E-mail} name {Nom} reason {Motif} other {{column}}}',
  failedFileTitle: 'Synchronisation de l’annuaire : lignes en échec',
  failedFileComment:
    '{count, plural, one {# personne n’a pas pu être importée ; le motif est dans le fichier.} other {# personnes n’ont pas pu être importées ; les motifs sont dans le fichier.}}',
};
