// Issue #32 "Rows say what they hold": the row label picker, and that every block and array of the CMS uses it.
import type { Block, Config, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { blockRegistry } from '@/blocks/registry'
import { formBuilder } from '@/blocks/FormBlock/plugin'
import { Navigation } from '@/cms/globals/Navigation'

import { arrayRowLabel, blockRowLabel, mainText } from './rowLabel'
import { blockDefaultPlaceholder, labelFields, rowLabels } from './rowLabels'

const richText = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((text) => ({
      type: 'paragraph',
      children: text
        ? [
            { type: 'text', text: text.slice(0, 4) },
            { type: 'text', text: text.slice(4) },
          ]
        : [],
    })),
  },
})

describe('the row label picker', () => {
  it('names a block by its type and main text, in the order the fields tell most', () => {
    expect(blockRowLabel('Heading', { text: 'Your stories, beautifully bound', as: 'h1' })).toBe(
      'Heading – Your stories, beautifully bound',
    )
    // Text & Image: the heading, not its rich text.
    expect(blockRowLabel('Text & Image', { heading: 'Made to last', text: richText('Long text') })).toBe(
      'Text & Image – Made to last',
    )
    // An editor's own block name comes first.
    expect(blockRowLabel('Heading', { blockName: 'Intro', text: 'Welcome' })).toBe('Heading – Intro')
  })

  it('reads the first non-empty line of a rich text', () => {
    expect(blockRowLabel('Text', { paragraphContent: richText('', 'First line here', 'Second') })).toBe(
      'Text – First line here',
    )
  })

  it('reads a group’s text when the row has none of its own (CreateButtons’ product titles)', () => {
    expect(blockRowLabel('Create buttons', { photobooks: { title: 'Photo books' }, prints: {} })).toBe(
      'Create buttons – Photo books',
    )
  })

  it('prefers a slide’s caption to its alt text, and cuts long text to one line', () => {
    expect(mainText({ altText: 'A red book', caption: 'Our bestseller' })).toBe('Our bestseller')
    expect(mainText({ altText: 'A red book' })).toBe('A red book')
    const long = mainText({ text: `${'word '.repeat(30)}\n end` })
    expect(long.length).toBeLessThanOrEqual(60)
    expect(long).toMatch(/…$/)
  })

  it('shows a new block’s name alone, and an array row’s kind and number, never "Untitled"', () => {
    expect(blockRowLabel('Video embed', {})).toBe('Video embed')
    expect(blockRowLabel('Heading', { text: '  ', as: 'h2' })).toBe('Heading')
    expect(arrayRowLabel('Slide', { src: 12 }, 1)).toBe('Slide 2')
    expect(arrayRowLabel('Nav Header', { label: 'Photo books', link: '/photobooks' }, 0)).toBe('Photo books')
  })
})

const rowLabelOf = (field: Field | undefined) =>
  field && 'admin' in field
    ? (field.admin?.components as { RowLabel?: unknown } | undefined)?.RowLabel
    : undefined
const named = (fields: Field[], name: string) =>
  fields.find((field) => 'name' in field && field.name === name)

describe('every row uses it', () => {
  it('labels every registry block with its plain name and group', () => {
    for (const { config, group } of blockRegistry) {
      const label = config.admin?.components?.Label
      expect(label, config.slug).toMatchObject({
        path: '@/cms/admin/RowLabel#RowLabel',
        clientProps: { blockLabel: config.labels?.singular },
      })
      expect(config.admin?.group).toMatchObject({ en: group })
      expect(config.labels?.singular).toMatchObject({ en: expect.not.stringMatching(/^[A-Z][a-z]+[A-Z]/) })
      // Issue #32 item 4: named in the nine admin languages.
      expect(Object.keys(config.labels?.singular ?? {}).sort()).toEqual([
        'da',
        'de',
        'en',
        'es',
        'fr',
        'it',
        'nb',
        'nl',
        'sv',
      ])
    }
    const names = blockRegistry.map(({ config }) => (config.labels?.singular as Record<string, string>).en)
    expect(names).toEqual(
      expect.arrayContaining(['Video embed', 'Create buttons', 'Social links', 'Text & Image']),
    )
    expect(new Set(names).size).toBe(names.length)
  })

  it('labels the navigation’s rows and their children’s, at any depth', () => {
    const navHeaders = named(labelFields(Navigation.fields), 'navHeaders')
    expect(rowLabelOf(navHeaders)).toBe('@/cms/admin/RowLabel#RowLabel')
    const children = navHeaders && 'fields' in navHeaders ? named(navHeaders.fields, 'children') : undefined
    expect(rowLabelOf(children)).toBe('@/cms/admin/RowLabel#RowLabel')
  })

  it('labels the arrays inside blocks, and the blocks a plugin defines inline (the form builder’s fields)', async () => {
    // The plugins read only these parts of a config.
    const base = { collections: [], blocks: blockRegistry.map((block) => block.config) } as Partial<Config>
    const config = await rowLabels(await formBuilder(base as Config))
    const slider = config.blocks?.find((block) => block.slug === 'SliderSection')
    expect(rowLabelOf(named(slider?.fields ?? [], 'slides'))).toBe('@/cms/admin/RowLabel#RowLabel')
    const forms = config.collections?.find((collection) => collection.slug === 'forms')
    const formFields = named(forms?.fields ?? [], 'fields') as { blocks: Block[] } | undefined
    expect(formFields?.blocks.length).toBeGreaterThan(0)
    for (const block of formFields?.blocks ?? []) {
      expect(block.admin?.components?.Label, block.slug).toMatchObject({
        path: '@/cms/admin/RowLabel#RowLabel',
      })
    }
  })

  it('gives a block’s optional select with no default the placeholder “Block default”, not “Select a value”', async () => {
    const base = { collections: [], blocks: blockRegistry.map((block) => block.config) } as Partial<Config>
    const config = await rowLabels(base as Config)
    const selects: { block: string; field: Extract<Field, { type: 'select' }> }[] = []
    const walk = (block: string, fields: Field[]) => {
      for (const field of fields) {
        if (field.type === 'select') selects.push({ block, field })
        if ('fields' in field) walk(block, field.fields)
        if (field.type === 'tabs') for (const tab of field.tabs) walk(block, tab.fields)
      }
    }
    for (const block of config.blocks ?? []) walk(block.slug, block.fields)
    const optional = selects.filter(
      ({ field }) => !field.required && field.defaultValue === undefined && !field.admin?.components?.Field,
    )
    // §3 text-style set (fontSize, textAlign) and the spacing inputs have no default of their own.
    expect(optional.length).toBeGreaterThan(20)
    for (const { block, field } of optional)
      expect(field.admin?.placeholder, `${block}.${field.name}`).toBe(blockDefaultPlaceholder)
    // One that has a default shows it.
    const withDefault = selects.find(({ field }) => field.defaultValue !== undefined)
    expect(withDefault?.field.admin?.placeholder).toBeUndefined()
    // Outside blocks (a collection's select) nothing changes.
    const tone: Field = { name: 'tone', type: 'select', options: ['warm', 'cool'] }
    const collection = { slug: 'moods', fields: [tone] }
    const outside = await rowLabels({ collections: [collection], blocks: [] } as unknown as Config)
    const kept = named(outside.collections?.[0]?.fields ?? [], 'tone')
    expect(kept?.type === 'select' ? kept.admin?.placeholder : 'not a select').toBeUndefined()
  })
})
