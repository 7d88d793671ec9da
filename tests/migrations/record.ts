// Records a database for the migration-preservation test (issue #31): the demo seed, plus a page and a story holding
// every block in three locales, older versions, a scheduled draft and variations, then every entry's Local API
// answer (all locales, drafts, versions) as JSON. Run with the code whose migrations the fixture must stand for:
//   DATA_DIR=… [DATABASE_URL=… PAYLOAD_SECRET=… SEED_DEMO=1] node --conditions=production --import tsx \
//     tests/migrations/record.ts <answers.json>   (Lexical's production files: scripts/lib/bundle.mjs says why)
import { writeFile } from 'node:fs/promises'

import type { Payload } from 'payload'

import { demoEditor, prepareEnvironment } from '../../scripts/lib/environment'
import { seedDatabase, withPayload } from '../../scripts/lib/payload'
import { contentAnswers } from './answers'

Object.assign(process.env, { NODE_ENV: 'production' })
prepareEnvironment()
const out = process.argv[2]
if (!out) throw new Error('usage: record.ts <answers.json>')

const context = { disableRevalidate: true }
const locales = ['en-gb', 'sv-se', 'de-de'] as const

async function addEveryBlock(payload: Payload) {
  const { blockGalleryLayout } = await import('../../src/cms/seed/blockGallery')
  const media = Object.fromEntries(
    (await payload.find({ collection: 'media', limit: 0, depth: 0 })).docs.map((doc) => [
      String(doc.filename).replace(/\.[a-z]+$/, ''),
      doc.id,
    ]),
  )
  for (const [collection, model, path] of [
    ['pages', 'page', '/every-block'],
    ['stories', 'blog-article', 'every-block'],
  ] as const) {
    const layout = await blockGalleryLayout(model, media as never)
    const created = await payload.create({
      collection,
      locale: 'en-gb',
      context,
      data: {
        title: 'Every block',
        path,
        _status: 'published',
        layout,
        ...(collection === 'stories' ? { publishedAt: '2026-11-20T08:00:00.000Z' } : {}),
      } as never,
    })
    // Its own translation in two more locales (the headings say which), each a new version.
    for (const locale of locales.slice(1)) {
      await payload.update({
        collection,
        id: created.id,
        locale,
        context,
        data: {
          title: `Every block (${locale})`,
          path: collection === 'pages' ? `/every-block-${locale}` : `every-block-${locale}`,
          _status: 'published',
          layout: layout.map((block) =>
            block.blockType === 'Heading' ? { ...block, text: `${String(block.text)} (${locale})` } : block,
          ),
        } as never,
      })
    }
    // A draft on top of the published version, scheduled to be published.
    await payload.update({
      collection,
      id: created.id,
      locale: 'en-gb',
      draft: true,
      context,
      data: { title: 'Every block (next week)', _status: 'draft' } as never,
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: new Date('2030-01-07T08:00:00.000Z'),
      input: { type: 'publish', locale: 'en-gb', doc: { relationTo: collection, value: created.id } },
    })
    // An A/B variation and a personalisation variant, each starting as a copy of the entry's blocks.
    const variants = collection === 'pages' ? 'page-variants' : 'story-variants'
    await payload.create({
      collection: variants,
      locale: 'en-gb',
      context,
      data: { entry: created.id, name: 'Shorter', kind: 'abTest', trafficShare: 30 } as never,
    })
    await payload.create({
      collection: variants,
      locale: 'en-gb',
      context,
      data: {
        entry: created.id,
        name: 'Swedish visitors',
        kind: 'personalisation',
        priority: 1,
        query: [{ attribute: 'locale', operator: 'equals', value: 'sv-se' }],
        startDate: '2026-11-01T00:00:00.000Z',
        endDate: '2099-01-01T00:00:00.000Z',
      } as never,
    })
  }
}

const answers = await withPayload(async (payload) => {
  await seedDatabase(payload, demoEditor())
  await addEveryBlock(payload)
  return contentAnswers(payload)
})
await writeFile(out, JSON.stringify(answers))
console.log(`Recorded ${Object.keys(answers).length} answers into ${out}`)
process.exit(0)
