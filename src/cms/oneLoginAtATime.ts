// §6 editors sign in to the admin from more than one browser. Payload adds a login's session to the account by
// rewriting the session list it read before checking the password, so of two logins of one account at once the later
// write drops the earlier session, whose next request goes to the login page. Logins of one account therefore run one
// after the other on an instance (a login is ~0.1 s); logins of different accounts still run side by side.
const tails = new Map<string, Promise<unknown>>()

/** The account a login request names: its JSON body, or the admin form's `_payload` field (or its plain fields). */
async function accountOf(request: Request): Promise<string> {
  try {
    const copy = request.clone()
    const type = copy.headers.get('content-type') ?? ''
    let body: unknown
    if (type.includes('json')) body = await copy.json()
    else if (type.includes('form')) {
      const form = await copy.formData()
      const payload = form.get('_payload')
      body = typeof payload === 'string' ? JSON.parse(payload) : Object.fromEntries(form)
    }
    const { email, username } = (body ?? {}) as { email?: unknown; username?: unknown }
    const name = typeof email === 'string' ? email : username
    return typeof name === 'string' ? name.trim().toLowerCase() : ''
  } catch {
    // Payload answers a body it cannot read with its own error; such requests queue together.
    return ''
  }
}

export async function oneLoginAtATime(request: Request, login: () => Promise<Response>): Promise<Response> {
  const account = await accountOf(request)
  const mine = (tails.get(account) ?? Promise.resolve()).then(login)
  const tail = mine.catch(() => undefined)
  tails.set(account, tail)
  try {
    return await mine
  } finally {
    if (tails.get(account) === tail) tails.delete(account)
  }
}
