// Autocannon requests for visitor sign-ups: each one a new WaitlistSubscriber with its own e-mail.

/** One request definition whose body is a fresh sign-up, e-mail `{prefix}-{pid}-{n}@example.com`. */
export function signUpRequests(prefix) {
  let counter = 0;
  return [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          firstName: 'Bench',
          lastName: 'Visitor',
          email: `${prefix}-${process.pid}-${(counter += 1)}@example.com`,
          company: 'Bench Co',
          language: 'fr',
          interests: ['analytics'],
        }),
      }),
    },
  ];
}
