// Text put into an HTML page, escaped: names, teams, messages and codes sent back may hold any character, and are
// never read as markup (the dashboard, the privacy, support and install pages, the workbench's own pages).
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
