import 'server-only'

// §1, §7: hosted data and identity calls go through undici's own fetch, which Next does not patch. Through Next's
// fetch, a no-store call made while an ISR page renders turns the page dynamic at run time and it answers 500
// (issue #20); like a database query, an untracked call leaves the page static, and the page sets its own lifetime.
import { fetch as undiciFetch } from 'undici'

export const untrackedFetch = undiciFetch as unknown as typeof fetch
