// The values namespace in English (en), the source every other language translates.
export const values = {
  editorTitle: 'Company values',
  editorSubmit: 'Save values',
  cancel: 'Cancel',
  close: 'Close',
  lineFormat: '`#hashtag :emoji: Name — one-line description`',
  lineExample: '#ownership :muscle: Ownership — We finish what we start',
  editorIntro: 'Up to {max} values, one per line: {format}. People tag kudos with the hashtag; custom emoji work too. Leave it empty to have no values.',
  editorLabel: 'Values',
  errorFormOutdated: 'This form is out of date. Close it and open it again.',
  errorLine: 'Line {line} doesn’t read as {format}, e.g. “{example}”.',
  errorField:
    'Line {line}: {field, select, hashtag {the hashtag takes letters and digits (of any language, accents too), - and _, up to 30, a letter or digit first} emoji {the emoji is one emoji, or its name between colons, like :muscle:} name {the name is up to 40 characters} description {the description is one line of up to 150 characters} other {it can’t be read}}.',
  errorTooMany: 'At most {max} values: this has {count, plural, one {# line} other {# lines}}.',
  errorDuplicate: 'Line {line}: #{hashtag} is already used by another value.',
  saved: ':white_check_mark: Saved {count, plural, one {# value} other {# values}}: {list}.',
  savedNone: ':white_check_mark: Saved: no company values.',
  notAdmin: 'Only admins can change the company values. `/kudos values` shows them.',
  listNone:
    '{admin, select, yes {This workspace has no company values yet. Change them with `/kudos values edit`.} other {This workspace has no company values yet. An admin can add them.}}',
  listTitle: '*Our values*\n{lines}',
  listText: 'Our values: {names}',
  listHowTo:
    '{admin, select, yes {Tag kudos with a value: `/kudos @ana.lima 10 for #{hashtag} of the launch`, or pick it in the form. Change them with `/kudos values edit`.} other {Tag kudos with a value: `/kudos @ana.lima 10 for #{hashtag} of the launch`, or pick it in the form.}}',
};
