// Issue #32: the admin's Live Preview shows the site in a frame. The site's policy lets only the site itself frame
// its pages (`frame-ancestors 'self'`, src/server/security) and no page of it does but the admin's Live Preview, so
// a framed page is one an editor is looking at there. Read in the browser only: the server's HTML never differs.
export function inLivePreview(): boolean {
  return typeof window !== 'undefined' && window.self !== window.top
}
