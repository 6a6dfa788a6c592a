// The values namespace in French (fr).
import type { Translation } from '../../translation.js';
import type { values as source } from '../en/values.js';

export const values: Translation<typeof source> = {
  editorTitle: 'Valeurs de l’entreprise',
  editorSubmit: 'Enregistrer',
  cancel: 'Annuler',
  close: 'Fermer',
  lineFormat: '`#hashtag :emoji: Nom — description d’une ligne`',
  lineExample: '#engagement :muscle: Engagement — Nous finissons ce que nous commençons',
  editorIntro:
    'Jusqu’à {max} valeurs, une par ligne : {format}. Chacun identifie ses kudos avec le hashtag ; les emoji personnalisés fonctionnent aussi. Laissez vide pour n’avoir aucune valeur.',
  editorLabel: 'Valeurs',
  errorFormOutdated: 'Ce formulaire n’est plus à jour. Fermez-le et rouvrez-le.',
  errorLine: 'La ligne {line} ne suit pas le format {format}, par ex. « {example} ».',
  errorField:
    'Ligne {line} : {field, select, hashtag {le hashtag accepte des lettres et des chiffres (de toute langue, accents compris), - et _, 30 au maximum, en commençant par une lettre ou un chiffre} emoji {l’emoji doit être un seul emoji, ou son nom entre deux-points, comme :muscle:} name {le nom fait au maximum 40 caractères} description {la description tient sur une ligne de 150 caractères au maximum} other {elle est illisible}}.',
  errorTooMany: '{max} valeurs au maximum : il y a ici {count, plural, one {# ligne} other {# lignes}}.',
  errorDuplicate: 'Ligne {line} : #{hashtag} est déjà utilisé par une autre valeur.',
  saved: ':white_check_mark: {count, plural, one {# valeur enregistrée} other {# valeurs enregistrées}} : {list}.',
  savedNone: ':white_check_mark: Enregistré : aucune valeur de l’entreprise.',
  notAdmin: 'Seuls les administrateurs peuvent modifier les valeurs de l’entreprise. `/kudos values` les affiche.',
  listNone:
    '{admin, select, yes {Cet espace de travail n’a pas encore de valeurs de l’entreprise. Modifiez-les avec `/kudos values edit`.} other {Cet espace de travail n’a pas encore de valeurs de l’entreprise. Un administrateur peut les ajouter.}}',
  listTitle: '*Nos valeurs*\n{lines}',
  listText: 'Nos valeurs : {names}',
  listHowTo:
    '{admin, select, yes {Associez une valeur à vos kudos : `/kudos @ana.lima 10 pour #{hashtag} sur le lancement`, ou choisissez-la dans le formulaire. Modifiez-les avec `/kudos values edit`.} other {Associez une valeur à vos kudos : `/kudos @ana.lima 10 pour #{hashtag} sur le lancement`, ou choisissez-la dans le formulaire.}}',
};
