// §2 get-the-app: the store links carry the visitor's query parameters (campaign attribution), never twice.
export function withQueryParameters(href: string, search: string): string {
  try {
    const url = new URL(href)
    for (const [key, value] of new URLSearchParams(search)) {
      if (!url.searchParams.has(key)) url.searchParams.append(key, value)
    }
    return url.toString()
  } catch {
    return href
  }
}
