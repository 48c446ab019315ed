// Autocannon requests for visitor sign-ups: each one a new WaitlistSubscriber with its own e-mail,
// sent with a browser's user agent, as the site's form is (so each one is an analytics conversion).

const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** One request definition whose body is a fresh sign-up, e-mail `{prefix}-{pid}-{n}@example.com`. */
export function signUpRequests(prefix) {
  let counter = 0;
  return [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
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
