// The home namespace in English (en), the source every other language translates.
export const home = {
  greeting: 'Hi <@{userId}>! Thank a colleague, see what you got, file reviews.',
  give: 'Give kudos',
  review: 'File a review',
  feedback: 'My feedback',
  setup: 'Workspace setup',
};
