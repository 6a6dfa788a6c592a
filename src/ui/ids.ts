// The Slack surface's identifiers: the command, shortcut and view callback IDs, action IDs and events the app answers.
export const COMMAND = '/kudos';

export const SHORTCUTS = { giveKudos: 'give_kudos', kudosForMessage: 'kudos_for_message', fileReview: 'file_review' } as const;

export const VIEWS = {
  give: 'give_kudos_modal',
  giveResult: 'give_kudos_result',
  setup: 'workspace_setup',
  review: 'review_modal',
  teamReviewPick: 'team_review_pick',
  teamReviewStep: 'team_review_step',
  teamReviewResult: 'team_review_result',
  preset: 'review_preset',
  feedback: 'feedback_modal',
  givingRules: 'giving_rules',
  values: 'company_values_edit',
  digestSettings: 'digest_settings',
  celebrateMe: 'celebrate_me',
  celebrationImport: 'celebration_import',
  celebrationSettings: 'celebration_settings',
} as const;

export const ACTIONS = {
  homeGive: 'home_give',
  insightsSummaryOn: 'insights_summary_on',
  insightsSummaryOff: 'insights_summary_off',
  homeReview: 'home_review',
  homeFeedback: 'home_feedback',
  homeSetup: 'home_setup',
  chooseLanguage: 'choose_language',
  receivedPage: 'received_page',
  giveRetry: 'give_retry',
  reviewTeamStart: 'review_team_start',
  teamReviewFix: 'team_review_fix',
  homePreset: 'home_preset',
  feedbackPage: 'feedback_page',
  reviewEmployee: 'review_employee',
  townhallPost: 'townhall_post',
  homeSync: 'home_sync',
  setupGivingRules: 'setup_giving_rules',
  setupDigest: 'setup_digest',
  digestPostNow: 'digest_post_now',
  celebrationKudos: 'celebration_kudos',
  celebrationSkip: 'celebration_skip',
  homeCelebrate: 'home_celebrate',
  celebrationImport: 'celebration_import_open',
  celebrationExport: 'celebration_export',
  celebrationSettings: 'celebration_settings_open',
} as const;

export const EVENTS = ['app_home_opened', 'user_change', 'app_uninstalled', 'tokens_revoked', 'reaction_added'] as const;
