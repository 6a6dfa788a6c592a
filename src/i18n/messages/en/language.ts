// The language namespace in English (en), the source every other language translates.
export const language = {
  heading: '*Language*',
  explain: 'Kudos speaks to you in {name}. Choose another here, or let Slack’s language decide.',
  automatic: 'Slack’s language',
  placeholder: 'Choose a language',
};
