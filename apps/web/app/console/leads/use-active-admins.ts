import { useEffect, useState } from 'react';
import { apiFailure } from '../shared/api-failure';
import { useConsole } from '../shared/console-context';

export interface AdminChoice {
  id: string;
  name: string;
}

/**
 * The people a lead can be assigned to: active accounts whose role works the leads
 * (`users/assignees`), by name. Loaded once the detail opens; `failure` says why when they could
 * not be.
 */
export function useActiveAdmins(enabled: boolean) {
  const { client } = useConsole();
  const [admins, setAdmins] = useState<AdminChoice[]>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    if (!enabled || admins) return;
    const controller = new AbortController();
    client.users
      .assignees({ signal: controller.signal })
      .then((users) =>
        setAdmins(
          users.map((user) => ({
            id: user.id,
            name: user.full_name?.trim() ? `${user.full_name} (${user.email})` : user.email,
          })),
        ),
      )
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailure(apiFailure(error).message);
      });
    return () => controller.abort();
  }, [client, enabled, admins]);
  return { admins, failure };
}
