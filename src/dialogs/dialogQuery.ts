// §2 global dialogs: `?dialog=name` opens a dialog once; it is an instruction, never a marketing parameter to keep.

/** The query parameter a marketing link opens a dialog with. */
export const dialogQueryParameter = 'dialog'

/** Marks a product page's own get-the-app opener (§2 "opened from a product page"): `?dialog=get-the-app` there is it. */
export const productPageOpenerAttribute = 'data-product-page-opener'

/** The query string without the dialog parameter, in the form it came ('?a=1' or 'a=1'; '' when nothing is left). */
export function withoutDialogQuery(search: string): string {
  const params = new URLSearchParams(search)
  if (!params.has(dialogQueryParameter)) return search
  params.delete(dialogQueryParameter)
  const rest = params.toString()
  return rest === '' ? '' : search.startsWith('?') ? `?${rest}` : rest
}

/** §2: once the dialog has opened, the URL no longer asks for it (reload, region change, sharing). */
export function removeDialogQueryFromUrl(target: Pick<Window, 'location' | 'history'> = window): void {
  const search = withoutDialogQuery(target.location.search)
  if (search === target.location.search) return
  const { pathname, hash } = target.location
  target.history.replaceState(target.history.state, '', `${pathname}${search}${hash}`)
}
