// The hosts a hosted service's adapter needs in the page's Content-Security-Policy, per directive. Each hosted adapter
// declares its own beside itself (ARCHITECTURE "Ports"); the page policy (src/server/security/headers.ts) composes them.

export type CspDirective = 'script-src' | 'connect-src' | 'img-src' | 'frame-src' | 'style-src' | 'font-src'

export type CspHosts = Partial<Record<CspDirective, readonly string[]>>
