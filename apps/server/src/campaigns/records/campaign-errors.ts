import { API_ERROR_CODES } from '@vitrine/contract/errors';
import { AppError } from '../../errors/app-error';

export const campaignLocked = (status: unknown) =>
  new AppError(
    409,
    API_ERROR_CODES.campaignLocked,
    `This campaign is ${String(status)}: only draft and scheduled campaigns can be edited`,
  );

export const campaignInProgress = (status: unknown) =>
  new AppError(
    409,
    API_ERROR_CODES.campaignInProgress,
    `This campaign is ${String(status)}: cancel it before deleting it`,
  );

export const wrongState = (action: string, status: unknown, allowed: readonly string[]) =>
  new AppError(
    409,
    API_ERROR_CODES.campaignWrongState,
    `A ${String(status)} campaign cannot be ${action}; only a ${allowed.join(' or ')} one can`,
  );

export const emptyAudience = (languages: readonly string[]) =>
  new AppError(
    422,
    API_ERROR_CODES.emptyAudience,
    languages.length > 1
      ? `No confirmed subscriber reads either of this campaign's languages (${languages.join(', ')}): there is nobody to send it to`
      : `No confirmed subscriber reads this campaign's language (${languages.join('')}): there is nobody to send it to`,
  );

export const smtpNotConfigured = () =>
  new AppError(
    409,
    API_ERROR_CODES.smtpNotConfigured,
    'No SMTP server is configured (SMTP_URL): the e-mails could only be stored, so the campaign is not sent',
  );

export const serverManagedField = (fields: string[]) =>
  new AppError(
    422,
    API_ERROR_CODES.serverManagedField,
    `Only the server sets ${fields.join(', ')}: use the campaign's send, pause, resume and cancel routes`,
    undefined,
    fields.map((field) => ({
      field,
      rule: 'unknown',
      message: `${field} is set by the server`,
    })),
  );
