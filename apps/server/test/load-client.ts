import http from 'node:http';

/** Runs `task(0…total-1)` with at most `concurrency` in flight, like that many clients. */
export async function runConcurrently<T>(
  total: number,
  concurrency: number,
  task: (n: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array<T>(total);
  let next = 0;
  const client = async () => {
    while (next < total) {
      const n = next;
      next += 1;
      results[n] = await task(n);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, client));
  return results;
}

export const signUp = (email: string) => ({
  firstName: 'Léa',
  lastName: 'Moreau',
  email,
  company: 'Moreau SARL',
  language: 'fr',
  interests: ['analytics'],
});

export interface Answer {
  status: number | 'refused';
  body?: unknown;
}

// Plain node:http with kept-alive sockets: far less CPU per request than fetch, so the load
// measures the server and not the client.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function post(url: string, body: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => resolve({ status: 'refused' }));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: kept as text for the assertion message.
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    request.on('error', () => resolve({ status: 'refused' }));
    request.end(body);
  });
}

/** One visitor sign-up; a connection that fails is `refused` (never a thrown error). */
export function postSignUp(
  baseUrl: string,
  email: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return post(
    `${baseUrl}/api/apps/vitrine/entities/WaitlistSubscriber`,
    JSON.stringify(signUp(email)),
    headers,
  );
}

/** How many answers had each status, e.g. `{201: 9998, 503: 2}`. */
export function tally(answers: Answer[]) {
  const counts: Record<string, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
