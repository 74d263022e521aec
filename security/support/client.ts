import { calls, type CallName } from '@/lib/platform/calls';

/*
 * A student's browser, reduced to what the suite needs: calls sent to the BFF as the site's own
 * pages send them (same origin, the sign-in cookie), and Auth.js's sign-in and sign-out.
 */

export type Answer = {
  status: number;
  body: { status?: number; message?: string; data?: unknown } | null;
  headers: Headers;
};

export class Browser {
  cookie = '';

  constructor(readonly baseURL: string) {}

  protected remember(response: Response) {
    const jar = new Map(
      this.cookie
        .split('; ')
        .filter(Boolean)
        .map((pair) => [pair.split('=')[0], pair] as const),
    );
    for (const set of response.headers.getSetCookie()) {
      const pair = set.split(';')[0];
      const name = pair.split('=')[0];
      if (
        /=(;|$)/.test(`${pair};`) ||
        /max-age=0/i.test(set) ||
        /expires=thu, 01 jan 1970/i.test(set)
      ) {
        jar.delete(name);
      } else {
        jar.set(name, pair);
      }
    }
    this.cookie = [...jar.values()].join('; ');
  }

  /** Sends raw bytes to a path, as an attacker would; the answer's JSON when it has one. */
  async send(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {},
  ): Promise<Answer> {
    const response = await fetch(`${this.baseURL}${path}`, {
      method: init.method ?? 'POST',
      redirect: 'manual',
      headers: {
        origin: this.baseURL,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...init.headers,
      },
      body: init.body,
    });
    this.remember(response);
    const text = await response.text();
    let body: Answer['body'] = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    return { status: response.status, body, headers: response.headers };
  }

  /** One contract call with its method and encoding, as `bff.<call>` sends it. */
  call(name: CallName, input: Record<string, unknown> = {}): Promise<Answer> {
    const call = calls[name];
    const url = `/api/${call.path}`;
    if (call.method === 'GET') {
      const query = new URLSearchParams(
        Object.entries(input).map(([key, value]) => [key, String(value)]),
      ).toString();
      return this.send(query ? `${url}?${query}` : url, { method: 'GET' });
    }
    if (call.encoding === 'multipart') {
      const form = new FormData();
      for (const [key, value] of Object.entries(input)) {
        form.append(key, value instanceof Blob ? value : String(value));
      }
      return this.send(url, { method: call.method, body: form });
    }
    return this.send(url, {
      method: call.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
  }

  async signUp(email: string, password: string, fullName = 'Security Suite') {
    const answer = await this.call('register', {
      fullName,
      email,
      password,
      confirmPassword: password,
      countryCode: '44',
      mobileNumber: '',
    });
    if (answer.status !== 200)
      throw new Error(`sign-up failed: ${answer.status} ${answer.body?.message}`);
  }

  /** Auth.js's credentials sign-in, as the sign-in form's server action does it. */
  async signIn(email: string, password: string) {
    const csrf = await this.send('/api/auth/csrf', { method: 'GET' });
    const csrfToken = (csrf.body as unknown as { csrfToken: string }).csrfToken;
    const answer = await this.send('/api/auth/callback/credentials', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password, csrfToken }).toString(),
    });
    if (!/frcr\.session=/.test(this.cookie)) {
      throw new Error(`sign-in gave no session (${answer.status})`);
    }
  }

  /** Auth.js's own sign-out route (not the app's button): the token must die with it. */
  async signOut() {
    const csrf = await this.send('/api/auth/csrf', { method: 'GET' });
    const csrfToken = (csrf.body as unknown as { csrfToken: string }).csrfToken;
    await this.send('/api/auth/signout', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken }).toString(),
    });
  }
}
