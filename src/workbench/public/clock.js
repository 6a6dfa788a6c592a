// The sidebar's demo clock: the day the app believes it is, and "Jump to next celebration", which moves the app's
// clock to the next birthday or work anniversary so its post appears in the celebrations channel.
const DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const said = (answer, name) => {
  if (!answer) return '';
  if (!answer.moved) return answer.error ?? 'The clock did not move.';
  const what = answer.occasion.kind === 'birthday' ? 'birthday' : 'work anniversary';
  const more = (answer.outcome?.posted ?? 1) - 1;
  return `Moved to ${DAY.format(new Date(answer.clock.now))}: ${name(answer.occasion.user) ?? answer.occasion.user}’s ${what}${more > 0 ? ` and ${more} more` : ''}.`;
};

/** Shows the clock from the page state; `post` sends the jump, `name` names a user, `done` refreshes the page. */
export function renderClock(root, state, { post, name, done }) {
  const now = root.querySelector('#clock-now');
  now.textContent = state.clock ? `${DAY.format(new Date(state.clock.now))} (UTC)${state.clock.ahead ? ' — moved ahead' : ''}` : '';
  const button = root.querySelector('#jump-celebration');
  button.onclick = async () => {
    button.disabled = true;
    try {
      const answer = await post('/workbench/clock', { to: 'next-celebration' });
      root.querySelector('#clock-said').textContent = said(answer, name);
    } finally {
      button.disabled = false;
      await done();
    }
  };
}
