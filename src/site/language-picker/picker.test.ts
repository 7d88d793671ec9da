// §4 language/region picker: state, events, and where a choice leads (§2 translated paths, query kept).
import { describe, expect, it } from 'vitest'

import { closedPicker, pathWithoutLocale, pickerTarget, pickerTransition, readAlternates } from './picker'

describe('picker transitions (§4)', () => {
  it('opening records the source and sends its open event', () => {
    expect(pickerTransition(closedPicker, { type: 'open', source: 'footer' })).toEqual({
      state: { open: true, source: 'footer', changed: false },
      event: 'langpicker_footer_open',
    })
  })

  it('closing without a change records the last picker and sends close_without_changing_anything', () => {
    const { state: open } = pickerTransition(closedPicker, { type: 'open', source: 'header' })
    expect(pickerTransition(open, { type: 'close' })).toEqual({
      state: { open: false, lastClosed: 'header', changed: false },
      event: 'langpicker_header_close_without_changing_anything',
    })
  })

  it('closing after a change sends nothing', () => {
    const { state: open } = pickerTransition(closedPicker, { type: 'open', source: 'footer' })
    const { state: changed } = pickerTransition(open, { type: 'change' })
    const closed = pickerTransition(changed, { type: 'close' })
    expect(closed.event).toBeUndefined()
    expect(closed.state).toMatchObject({ open: false, lastClosed: 'footer' })
  })

  it('a close while closed does nothing', () => {
    expect(pickerTransition(closedPicker, { type: 'close' })).toEqual({ state: closedPicker })
  })
})

describe('where a choice leads', () => {
  const alternates = { 'en-gb': '/start-creating-photobooks', 'sv-se': '/sv-se/borja-skapa-fotobocker' }

  it('goes to the entry’s translation, keeping the query string', () => {
    expect(
      pickerTarget('sv-se', { pathname: '/start-creating-photobooks', search: '?utm_source=x' }, alternates),
    ).toBe('/sv-se/borja-skapa-fotobocker?utm_source=x')
  })

  it('without an alternate for the locale, opens the entry’s en-gb path under the new prefix (§2 fallback)', () => {
    const story = {
      'sv-se': '/sv-se/stories/resetips',
      'de-de': '/de-de/stories/reisetipps',
      'en-gb': '/stories/travel-tips',
      'x-default': '/stories/travel-tips',
    }
    // Stories have no da-dk/nb-no hreflang (§2 canonical list); the foreign slug there would be a 404.
    for (const locale of ['da-dk', 'nb-no'] as const) {
      expect(
        pickerTarget(locale, { pathname: '/sv-se/stories/resetips', search: '?utm_source=x' }, story),
      ).toBe(`/${locale}/stories/travel-tips?utm_source=x`)
    }
    expect(
      pickerTarget(
        'da-dk',
        { pathname: '/sv-se/borja-skapa-fotobocker', search: '' },
        { 'x-default': '/start' },
      ),
    ).toBe('/da-dk/start')
    // A page that is no entry (no alternates) keeps its path under the new prefix.
    expect(pickerTarget('da-dk', { pathname: '/sv-se/stories', search: '' }, {})).toBe('/da-dk/stories')
    expect(pickerTarget('en-gb', { pathname: '/sv-se', search: '' }, {})).toBe('/')
    expect(pickerTarget('nl-nl', { pathname: '/', search: '?a=1' }, {})).toBe('/nl-nl?a=1')
    // §2: a region change never reopens a dialog a marketing link asked for.
    expect(pickerTarget('nl-nl', { pathname: '/', search: '?dialog=stories&a=1' }, {})).toBe('/nl-nl?a=1')
    expect(pickerTarget('nl-nl', { pathname: '/', search: '?dialog=stories' }, {})).toBe('/nl-nl')
  })

  it('reads the alternates and x-default from the page’s hreflang links, as paths', () => {
    const links = [
      { hreflang: 'sv-SE', href: 'https://shop.example/sv-se/stories/resetips' },
      { hreflang: 'x-default', href: 'https://shop.example/stories/travel-tips' },
      { hreflang: 'xx-YY', href: 'https://shop.example/xx' },
    ]
    const document = { querySelectorAll: () => links } as unknown as Pick<Document, 'querySelectorAll'>
    expect(readAlternates(document)).toEqual({
      'sv-se': '/sv-se/stories/resetips',
      'x-default': '/stories/travel-tips',
    })
  })

  it('strips only a real locale prefix', () => {
    expect(pathWithoutLocale('/sv-se/x/y')).toBe('/x/y')
    expect(pathWithoutLocale('/stories/x')).toBe('/stories/x')
  })
})
