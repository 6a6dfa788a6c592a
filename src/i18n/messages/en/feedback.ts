// The feedback namespace in English (en), the source every other language translates: review feedback a person reads with `/kudos feedback` or from App Home.
export const feedback = {
  titleOwn: 'Feedback on your reviews',
  textOwn: 'Your feedback',
  titleAbout: 'Your feedback on {name}',
  nothingYet: ':memo: {title}: nothing yet.',
  scoreWord: 'score {score}',
  buttonNewer: 'Newer',
  buttonOlder: 'Older',
  pageFooter: 'Page {page} of {pages} · {total} in all. Scores: 4 exceeded goals · 3 met · 2 partially met · 1 did not meet.',
  notTheirManager:
    'Feedback on others is for their managers: you are not <@{userId}>’s manager in the company directory. `/kudos feedback` shows the feedback on your own reviews.',
  modalTitle: 'My feedback',
  buttonClose: 'Close',
  loading: ':hourglass_flowing_sand: Loading your feedback…',
};
