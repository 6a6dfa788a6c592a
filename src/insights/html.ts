// Text put into the dashboard's HTML, escaped: names, teams and values come from the directory and may hold any character.
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
