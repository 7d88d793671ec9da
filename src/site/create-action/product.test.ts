// Issue #33: a page's create action is for the product its first hero is about, derived from the page (no field of its
// own): the product layout's productType, the hero button's create link, or the product landing page it links to.
import { describe, expect, it } from 'vitest'

import type { LayoutBlock } from '@/blocks/types'
import { productOfLink } from '@/config/products'

import { pageProduct, storyProduct } from './product'

const hero = (fields: Record<string, unknown>) => ({ blockType: 'HeroGeneric', ...fields }) as LayoutBlock
const text = { blockType: 'AwesomeParagraphs' } as LayoutBlock

describe('pageProduct', () => {
  it('is the product layout’s product type (a book unless it says print)', () => {
    expect(pageProduct([hero({ layout: 'product', productType: 'print' }), text])).toBe('print')
    expect(pageProduct([hero({ layout: 'product' })])).toBe('book')
  })

  it('is the hero button’s create link product, or the product landing page it leads to (§2 routes)', () => {
    const button = (fields: Record<string, unknown>) => hero({ useButton: true, button: fields })
    expect(pageProduct([button({ createLink: true, productType: 'print' })])).toBe('print')
    expect(pageProduct([button({ createLink: false, link: '/photobooks', productType: 'print' })])).toBe(
      'book',
    )
    expect(pageProduct([button({ link: '/prints/?utm_source=x' })])).toBe('print')
    expect(pageProduct([button({ link: '/stories', productType: 'book' })])).toBeUndefined()
  })

  it('is none without a hero, a hero without a button, or a button that is switched off', () => {
    expect(pageProduct([text])).toBeUndefined()
    expect(pageProduct([])).toBeUndefined()
    expect(pageProduct(null)).toBeUndefined()
    expect(
      pageProduct([hero({ useButton: false, button: { createLink: true, productType: 'book' } })]),
    ).toBeUndefined()
    // Only the first hero counts, as only it leads the page.
    expect(pageProduct([text, hero({ layout: 'product', productType: 'print' })])).toBe('print')
  })
})

describe('storyProduct', () => {
  it('is the story’s first create link, anywhere in its blocks', () => {
    const story = [
      text,
      { blockType: 'ButtonComponent', createLink: false, productType: 'book', link: '/x' },
      {
        blockType: 'Container',
        content: [{ blockType: 'ButtonComponent', createLink: true, productType: 'print' }],
      },
    ] as unknown as LayoutBlock[]
    expect(storyProduct(story)).toBe('print')
  })

  it('is a photo book without one (§9 default button text: "Create a photo book")', () => {
    expect(storyProduct([text])).toBe('book')
    expect(storyProduct(undefined)).toBe('book')
  })
})

describe('productOfLink', () => {
  it('reads only the product landing pages, never a name of the object prototype', () => {
    expect(productOfLink('/photoprints')).toBe('print')
    expect(productOfLink(' /photobooks/ ')).toBe('book')
    expect(productOfLink('/photobooks#prices')).toBe('book')
    expect(productOfLink('https://elsewhere.example/photobooks')).toBeUndefined()
    expect(productOfLink('toString')).toBeUndefined()
    expect(productOfLink('')).toBeUndefined()
    expect(productOfLink(null)).toBeUndefined()
  })
})
