/** Element ids the banner and the footer's settings button use to hand the focus back and forth. */
export const CONSENT_BANNER_ID = 'datenschutz-einstellungen';
export const CONSENT_SETTINGS_BUTTON_ID = 'datenschutz-einstellungen-oeffnen';
