import { consoleClient } from '../shared/console-client';
import { consoleCall } from '../shared/session';

/** The lead route's `clientAction`: erases every record of the e-mail posted as `email`. */
export async function erasePersonAction(request: Request) {
  const email = String((await request.formData()).get('email') ?? '');
  return consoleCall(request, async () => {
    const { deleted } = await consoleClient().privacy.erase(email, { signal: request.signal });
    return { email, deleted };
  });
}
