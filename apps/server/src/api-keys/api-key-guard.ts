import type { RecordGuard } from '../entities/record-guards';
import { forbidden } from '../http/http-error';
import { isServiceCaller } from './api-key-caller';

const KEYS_BY_PEOPLE =
  'API keys are created, changed and deleted by a signed-in admin, not by a key';
const SERVER_FIELDS = ['token_prefix', 'last_used_date'];

/**
 * The ApiKey records on every entity path: no key writes keys (an admin key cannot make itself
 * successors or hide others: decision 0061), and nobody writes the fields the server sets.
 */
export const apiKeyGuard: RecordGuard = {
  untouchable: (request) =>
    isServiceCaller(request.caller) ? { filter: {}, message: KEYS_BY_PEOPLE } : null,
  checkInput: (request, input, kind) => {
    if (isServiceCaller(request.caller)) throw forbidden(KEYS_BY_PEOPLE);
    const managed = SERVER_FIELDS.filter((field) => input[field] !== undefined);
    if (kind === 'update' && managed.length > 0) {
      throw forbidden(`${managed.join(' and ')} are set by the server`);
    }
  },
};
