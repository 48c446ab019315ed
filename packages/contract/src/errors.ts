/** Error codes the API answers with, in `{message, detail, code}` bodies. */
export const API_ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  invalidJson: 'INVALID_JSON',
  invalidQuery: 'INVALID_QUERY',
  /** A visitor's filter uses `$regex`, which only administrators may use. */
  regexNotAllowed: 'REGEX_NOT_ALLOWED',
  /** A filter that would cost too much to run (`$regex` caps or time limit); simplify it. */
  queryTooExpensive: 'QUERY_TOO_EXPENSIVE',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  /** A lead's timeline holds its maximum of entries (409): the write that would add one is refused. */
  leadTimelineFull: 'LEAD_TIMELINE_FULL',
  /** An upload a post still uses cannot be deleted (the answer names the posts). */
  inUse: 'IN_USE',
  /** No longer answered (see `lastOwner`); kept while the console still names it. */
  lastAdmin: 'LAST_ADMIN',
  /** A User write that would leave the site without its one active owner (or give it two). */
  lastOwner: 'LAST_OWNER',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** An upload larger than the server's UPLOAD_MAX_BYTES. */
  fileTooLarge: 'FILE_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  /** An upload whose bytes are not a PNG, JPEG, WebP, GIF or AVIF image. */
  unsupportedFileType: 'UNSUPPORTED_FILE_TYPE',
  /** An uploaded image of more pixels than the server decodes (40 megapixels, every frame counted; a decompression bomb). */
  imageTooLarge: 'IMAGE_TOO_LARGE',
  /** An upload whose bytes start like an image but cannot be decoded (truncated, corrupt, lying). */
  unreadableImage: 'UNREADABLE_IMAGE',
  /** Too many uploads wait for their variants (UPLOAD_VARIANT_QUEUE_MAX): retry after `Retry-After`. */
  uploadQueueFull: 'UPLOAD_QUEUE_FULL',
  validationFailed: 'VALIDATION_FAILED',
  webhookUrlRefused: 'WEBHOOK_URL_REFUSED',
  rateLimited: 'RATE_LIMITED',
  /** A public form submission (waitlist, contact, demo, newsletter) without the `altcha` field. */
  challengeRequired: 'CHALLENGE_REQUIRED',
  /** Its `altcha` solution is malformed, wrong, expired or already used: solve a new challenge. */
  challengeFailed: 'CHALLENGE_FAILED',
  /** The request (headers or body) did not arrive within the server's timeouts. */
  requestTimeout: 'REQUEST_TIMEOUT',
  /** The request line and headers are larger than the server accepts (MAX_HEADER_BYTES). */
  headersTooLarge: 'HEADERS_TOO_LARGE',
  /** A sign-in whose e-mail or password is wrong, or whose account is disabled. */
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** The password matched an account with a second factor (401): send it to `auth/mfa/verify` or `auth/mfa/passkey` with the `mfa_token` (`methods` says which). */
  mfaRequired: 'MFA_REQUIRED',
  /** Two factors are required on this site and the account has none (403): set one up first. */
  mfaSetupRequired: 'MFA_SETUP_REQUIRED',
  /** A second factor (authenticator or recovery code) that is wrong or already used. */
  invalidCode: 'INVALID_CODE',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  /** Too many sign-ins are waiting for their password check (503); retry after `Retry-After`. */
  signInBusy: 'SIGN_IN_BUSY',
  /** The database cannot be reached (outage, restart, failover); retry after `Retry-After`. */
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  /** The database's disk is full (507): nothing was written; retry once space is freed. */
  storageFull: 'STORAGE_FULL',
  /** A newsletter or set-password link that is unknown, used up or expired. */
  invalidToken: 'INVALID_TOKEN',
  /** A passkey's registration that did not verify (origin, challenge, key), or one already stored. */
  passkeyRefused: 'PASSKEY_REFUSED',
  /** An account already holds the most passkeys it may (10). */
  passkeyLimit: 'PASSKEY_LIMIT',
  /** A newsletter campaign that is no longer `draft` or `scheduled` cannot be edited. */
  campaignLocked: 'CAMPAIGN_LOCKED',
  /** A newsletter campaign that is `sending` or `paused` cannot be deleted (cancel it first). */
  campaignInProgress: 'CAMPAIGN_IN_PROGRESS',
  /** Send, pause, resume or cancel asked of a campaign in a state that does not allow it. */
  campaignWrongState: 'CAMPAIGN_WRONG_STATE',
  /** A campaign's language has no confirmed, non-bouncing subscriber: nothing to send. */
  emptyAudience: 'EMPTY_AUDIENCE',
  /** No `SMTP_URL`: a campaign's e-mails could only be stored, so it is not sent. */
  smtpNotConfigured: 'SMTP_NOT_CONFIGURED',
  /** A write setting a field only the server sets (a campaign's status or figures). */
  serverManagedField: 'SERVER_MANAGED_FIELD',
  /** Status 499 in logs and metrics: the client closed its connection before its answer. */
  clientClosedRequest: 'CLIENT_CLOSED_REQUEST',
  /** No AI provider is configured (503): `AI_BASE_URL` and `AI_MODEL` are needed. */
  aiNotConfigured: 'AI_NOT_CONFIGURED',
  /** The month's AI token budget is used up (429); the message says when it renews. */
  aiBudgetSpent: 'AI_BUDGET_SPENT',
  /** Too many AI calls are waiting on this instance (429): try again in a moment. */
  aiBusy: 'AI_BUSY',
  /** The AI provider did not answer within `AI_TIMEOUT_MS` (504). */
  aiTimeout: 'AI_TIMEOUT',
  /** The AI provider refused the call or failed (502); the message names its status. */
  aiProviderError: 'AI_PROVIDER_ERROR',
  /** The model's answer failed the server's checks (422): nothing was saved. */
  aiOutputRejected: 'AI_OUTPUT_REJECTED',
  /** The post already has a linked translation (409, with its `draft_id`): send `overwrite: true`. */
  aiTranslationExists: 'AI_TRANSLATION_EXISTS',
  /** The linked translation is published (409): it is never overwritten by a machine translation. */
  aiTranslationPublished: 'AI_TRANSLATION_PUBLISHED',
  internal: 'INTERNAL_ERROR',
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

export interface ApiErrorBody {
  message: string;
  detail?: string;
  code: ApiErrorCode | string;
  /** Present on 422: one entry per failing field. */
  errors?: { field: string; rule: string; message: string; limit?: number }[];
  /** Present on 409 `IN_USE`: the posts that use the upload. */
  posts?: { id: string; title: string; slug: string; language: string }[];
  /** Present on 409 `IN_USE`: the team members whose portrait the upload is. */
  team_members?: { id: string; name: string }[];
  /** Present on a failed sign-in's 429: seconds to wait, as in `Retry-After`. */
  retry_after?: number;
  /** Present on 401 `MFA_REQUIRED`: the token of the second step (5 minutes, single use). */
  mfa_token?: string;
  /** Present on 401 `MFA_REQUIRED`: the second factors the account can use. */
  methods?: string[];
  /** Present on 409 `AI_TRANSLATION_EXISTS`: the linked draft that a translation would replace. */
  draft_id?: string;
}

/** Request limits both sides agree on. */
export const MAX_LIST_LIMIT = 5000;
export const DEFAULT_LIST_LIMIT = 5000;
/** Shortest password an account may have (the admin console checks it before sending). */
export const MIN_PASSWORD_LENGTH = 12;
