// @vitest-environment happy-dom
// ChristmasDelivery in the browser: the `country` preference cookie (§3) picks the highlighted country once mounted;
// without it, or when it names a country not listed, the locale's market stays highlighted.
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { createTestRoot, removeTestRoot } from '../../../tests/support/clientRoot'
import { DeliveryDatesTable } from './DeliveryDatesTable'

const rows = [
  { country: 'GB', name: 'United Kingdom', date: '16 December 2026', dateTime: '2026-12-16' },
  { country: 'SE', name: 'Sweden', date: '14 December 2026', dateTime: '2026-12-14' },
]
const texts = { country: 'Country', lastOrderDate: 'Last order date', yourCountry: 'Your country' }

let root: Root
let container: HTMLElement

function highlighted() {
  act(() => root.render(<DeliveryDatesTable rows={rows} market="GB" texts={texts} />))
  return [...container.querySelectorAll('tbody tr')]
    .filter((row) => row.textContent?.includes('Your country'))
    .map((row) => row.getAttribute('data-country'))
}

beforeEach(() => {
  ;({ root, container } = createTestRoot())
})

afterEach(() => {
  removeTestRoot(root, container)
  document.cookie = 'country=; Max-Age=0; Path=/'
})

describe('DeliveryDatesTable', () => {
  it('highlights the locale’s market without a country cookie', () => {
    expect(highlighted()).toEqual(['GB'])
  })
  it('highlights the country cookie’s country (the language picker writes it in lower case)', () => {
    document.cookie = 'country=se; Path=/'
    expect(highlighted()).toEqual(['SE'])
  })
  it('keeps the market when the cookie names a country that is not listed', () => {
    document.cookie = 'country=fr; Path=/'
    expect(highlighted()).toEqual(['GB'])
  })
})
