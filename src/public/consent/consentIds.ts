/** The banner's element id (its title's id derives from it; tests find the banner by it). */
export const CONSENT_BANNER_ID = 'datenschutz-einstellungen';
