// The rewards program's Slack identifiers: buttons (whose value carries a reward or request id) and modal callbacks.
export const REWARD_IDS = {
  redeem: 'reward_redeem',
  redeemView: 'reward_redeem_modal',
  add: 'reward_add',
  edit: 'reward_edit',
  retire: 'reward_retire',
  editView: 'reward_edit_modal',
  approve: 'reward_approve',
  decline: 'reward_decline',
  declineView: 'reward_decline_modal',
  fulfil: 'reward_fulfil',
  cancel: 'reward_cancel',
  adjust: 'reward_adjust',
  adjustView: 'reward_adjust_modal',
  settings: 'reward_settings',
  settingsView: 'reward_settings_modal',
} as const;
