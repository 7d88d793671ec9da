// §4 language/region picker: state, events, and where a choice leads (§2 translated paths, query kept).
import { describe, expect, it } from 'vitest'

import { closedPicker, countryOf, pathWithoutLocale, pickerTarget, pickerTransition } from './picker'

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

  it('without a translation, shows the same path under the new prefix (en-gb fallback, §2)', () => {
    expect(pickerTarget('da-dk', { pathname: '/sv-se/borja-skapa-fotobocker', search: '' }, {})).toBe(
      '/da-dk/borja-skapa-fotobocker',
    )
    expect(pickerTarget('en-gb', { pathname: '/sv-se', search: '' }, {})).toBe('/')
    expect(pickerTarget('nl-nl', { pathname: '/', search: '?a=1' }, {})).toBe('/nl-nl?a=1')
  })

  it('strips only a real locale prefix', () => {
    expect(pathWithoutLocale('/sv-se/x/y')).toBe('/x/y')
    expect(pathWithoutLocale('/stories/x')).toBe('/stories/x')
  })

  it('takes the country from the locale’s region', () => {
    expect(countryOf('sv-se')).toBe('se')
    expect(countryOf('en-gb')).toBe('gb')
  })
})
