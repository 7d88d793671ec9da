// /variant-inspector (issue #9): editors see which variation a URL, cookies, user agent and moment would get —
// the router's own decision, on the live variant index. Logged-in editors only; never indexed.
import config from '@payload-config'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { isEditorUser } from '@/cms/access'
import { variationRecords } from '@/cms/routingRecords'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { createRoutingIndex } from '@/server/routing/routingIndex'
import { inspectVariation } from '@/variants/inspect'

export const metadata: Metadata = { title: 'Variant inspector', robots: { index: false, follow: false } }

type Search = Promise<Record<string, string | string[] | undefined>>

const field = { display: 'grid', gap: 'var(--space-xxs)' } as const

export default async function VariantInspectorPage({ searchParams }: { searchParams: Search }) {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  if (!isEditorUser(user)) redirect('/admin/login?redirect=%2Fvariant-inspector')
  const query = await searchParams
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '')
  const url = text('url')
  const at = text('at') ? new Date(text('at')) : new Date()
  const index = createRoutingIndex()
  if (url) index.replace(await variationRecords())
  const result = url
    ? inspectVariation(index, {
        url,
        cookieHeader: text('cookies'),
        userAgent: text('userAgent'),
        at,
        locales: { isLocale, defaultLocale },
      })
    : undefined
  return (
    <main style={{ maxWidth: '48rem', margin: '0 auto', padding: 'var(--space-l) var(--space-s)' }}>
      <h1>Variant inspector</h1>
      <p>Which variation would this visitor get? The same decision the site makes before rendering.</p>
      <form method="get" style={{ display: 'grid', gap: 'var(--space-s)' }}>
        <label style={field}>
          URL{' '}
          <input
            name="url"
            type="url"
            required
            defaultValue={url}
            placeholder="https://…/sv-se/fotobocker?utm_source=newsletter"
          />
        </label>
        <label style={field}>
          Cookies (as in a Cookie header){' '}
          <input name="cookies" defaultValue={text('cookies')} placeholder="country=SE; cms_visitor=1" />
        </label>
        <label style={field}>
          User agent{' '}
          <input name="userAgent" defaultValue={text('userAgent')} placeholder="Mozilla/5.0 (iPhone…)" />
        </label>
        <label style={field}>
          Moment (ISO date and time; empty for now){' '}
          <input name="at" defaultValue={text('at')} placeholder="2026-12-10T09:00:00Z" />
        </label>
        <button type="submit">Inspect</button>
      </form>
      {result ? (
        <section aria-live="polite" style={{ marginTop: 'var(--space-l)' }}>
          <h2>Result</h2>
          <p data-testid="variant-decision">{result.summary}</p>
          {result.cookies.length ? (
            <>
              <h3>Cookies the site would set</h3>
              <ul>
                {result.cookies.map((cookie) => (
                  <li key={cookie}>
                    <code>{cookie}</code>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </main>
  )
}
