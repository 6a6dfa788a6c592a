// Draws each chart of the insights dashboard with chart.js from the table under it: the figures plotted are the ones
// in the table (and in its CSV), with the options the server chose for it (data-options: its axes). No data comes
// from anywhere else; a section with nothing to draw has no canvas and says why in words. Every word comes from the
// page, in its reader's language: the labels are the table's (its months and teams as written there), the series'
// names its headings, and a number cell's figure is its data-value (its text is written the reader's way, 1.234,5).
/* global Chart */
(() => {
  const COLORS = ['#4a154b', '#2eb67d', '#ecb22e', '#36c5f0', '#e01e5a', '#1264a3', '#7c3085', '#9e9ea6'];
  const numbers = (list) =>
    list
      ? list
          .split(',')
          .filter((s) => s !== '')
          .map(Number)
      : [];
  for (const section of document.querySelectorAll('section.chart')) {
    const canvas = section.querySelector('canvas');
    const table = section.querySelector('details table');
    if (!canvas || !table || !section.dataset.options) continue;
    const columns = [...table.tHead.rows[0].cells].map((c) => c.textContent);
    const rows = [...table.tBodies[0].rows].filter((r) => r.cells.length === columns.length).map((r) => [...r.cells]);
    const label = numbers(section.dataset.label);
    let series = numbers(section.dataset.series);
    if (series.length === 0) series = columns.map((_, i) => i).filter((i) => !label.includes(i));
    new Chart(canvas, {
      type: section.dataset.kind,
      data: {
        labels: rows.map((r) => label.map((i) => r[i].textContent).join(' → ')),
        datasets: series.map((s, n) => ({
          label: columns[s],
          data: rows.map((r) => Number(r[s].dataset.value ?? r[s].textContent)),
          backgroundColor: COLORS[n % COLORS.length],
          borderColor: COLORS[n % COLORS.length],
        })),
      },
      options: JSON.parse(section.dataset.options),
    });
    section.dataset.rendered = 'true';
  }
  document.body.dataset.charts = 'ready';
})();
