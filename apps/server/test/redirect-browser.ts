/**
 * A browser's HTTP for tests: real requests that keep each origin's cookies and follow redirects
 * (GET after 302/303) until an answer is not a redirect or its target is outside `within`.
 */
export class RedirectBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  constructor(private readonly within: (url: URL) => boolean = () => true) {}

  private jar(url: URL) {
    let jar = this.jars.get(url.origin);
    if (!jar) this.jars.set(url.origin, (jar = new Map()));
    return jar;
  }

  /** The cookie `name` this browser holds for `origin`. */
  cookie(origin: string, name: string) {
    return this.jars.get(origin)?.get(name);
  }

  setCookie(origin: string, name: string, value: string | undefined) {
    const jar = this.jar(new URL(origin));
    if (value === undefined) jar.delete(name);
    else jar.set(name, value);
  }

  /** One request, its cookies kept; no redirect followed. */
  async request(url: URL, init: { method?: string; form?: Record<string, string> } = {}) {
    const jar = this.jar(url);
    const headers: Record<string, string> = {};
    if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...flags] = line.split(';');
      const [name = '', ...rest] = pair.trim().split('=');
      const value = rest.join('=');
      const gone = value === '' || flags.some((flag) => /^\s*max-age=0\s*$/i.test(flag));
      if (gone) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  /** Requests `url`, then follows redirects inside `within`; answers the last answer and its URL. */
  async visit(start: string | URL, init: { method?: string; form?: Record<string, string> } = {}) {
    let url = new URL(start);
    let response = await this.request(url, init);
    for (let hops = 0; hops < 20; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) break;
      const next = new URL(location, url);
      if (!this.within(next)) break;
      await response.arrayBuffer();
      url = next;
      response = await this.request(url);
    }
    return { response, url };
  }
}
