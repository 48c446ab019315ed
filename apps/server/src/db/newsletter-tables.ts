/**
 * The audience of each newsletter campaign, taken when its sending starts: one row per
 * subscriber, and only their id (the address is read from the subscriber when their turn comes,
 * so an erased subscriber leaves nothing personal here). See decision 0027.
 */
export const CAMPAIGN_RECIPIENTS_TABLE = 'newsletter_campaign_recipients';
