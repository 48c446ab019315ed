/**
 * A form field that real visitors never fill: a value means a bot, and the record is dropped.
 * A module of its own: the site's forms ship it in every page's script, without the API's error
 * codes beside it.
 */
export const HONEYPOT_FIELD = 'website';
