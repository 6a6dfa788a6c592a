// The common namespace in English (en), the source every other language translates: words many views share.
export const common = {
  coins: '{count, plural, one {# coin} other {# coins}}',
  people: '{count, plural, one {# person} other {# people}}',
  kudos: '{count, plural, one {# kudos} other {# kudos}}',
};
