// The one sentence every admin-only action answers to someone who is not an admin.
export const NOT_ADMIN = 'Only Slack workspace admins and owners (or people they name as Kudos admins) can do this. Ask one of them if something needs changing.';
