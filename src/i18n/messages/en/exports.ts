// The exports namespace in English (en), the source every other language translates.
export const exports = {
  started:
    '{kind, select, questions {:hourglass_flowing_sand: Exporting questions; the CSV will arrive in your DM with me.} other {:hourglass_flowing_sand: Exporting responses; the CSV will arrive in your DM with me.}}',
  progress:
    '{kind, select, questions {:hourglass_flowing_sand: Exporting questions…} other {:hourglass_flowing_sand: Exporting responses…}}{restarted, select, yes { (started over: the app instance running it stopped)} other {}}',
  progressRows:
    '{kind, select, questions {:hourglass_flowing_sand: Exporting questions… {count, plural, one {# row} other {# rows}} so far} other {:hourglass_flowing_sand: Exporting responses… {count, plural, one {# row} other {# rows}} so far}}{restarted, select, yes { (started over: the app instance running it stopped)} other {}}',
  done: '{kind, select, questions {:white_check_mark: Exported {count, plural, one {# question} other {# questions}}{filters}. The CSV is below.} other {:white_check_mark: Exported {count, plural, one {# response} other {# responses}}{filters}. The CSV is below.}}',
  filters: ' ({list})',
  filter:
    '{filter, select, skill {skill {value}} dimension {dimension {value}} email {by {value}} question {for {value}} from {from {value}} to {to {value}} other {{value}}}',
  stopped: ':warning: The export stopped: {reason}',
  fileTitle: '{kind, select, questions {Survey questions {date}} other {Survey responses {date}}}',
  column:
    '{column, select, question_id {question_id} question_text {question_text} type {type} options {options} skill {skill} dimension {dimension} date {date} email {email} answer {answer} other {{column}}}',
  usage:
    'Use `/kudos export questions [--skill Leadership] [--dimension Growth]` or `/kudos export responses [--email a@b.com] [--question q-1] [--from 2026-01-01] [--to 2026-03-31]`.',
  flagNeedsValue: '`{flag}` needs a value.',
  unknownFlag: 'I don’t know `--{flag}` here.',
  notASkill: '“{skill}” is not a skill. Skills: {skills}.',
  dateNotADate: '`--{flag}` takes a date like {example} (year-month-day); “{value}” is not one.',
  dateNotInCalendar: '`--{flag} {value}` is not a date in the calendar. Write it as year-month-day, like {example}.',
  dateFromAfterTo: '`--from {from}` is after `--to {to}`: the period must start before it ends. Did you mean `--from {to} --to {from}`?',
};
