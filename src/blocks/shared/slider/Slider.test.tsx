// The shared slider: the WAI-ARIA carousel pattern in the server HTML, translated chrome, nothing for no slides.
import { describe, expect, it } from 'vitest'

import { renderServer } from '../../../../tests/support/render'
import { Slider } from './Slider'

const slides = ['one', 'two', 'three'].map((text) => <p key={text}>{text}</p>)

describe('Slider', () => {
  it('renders every slide as a labelled group inside a labelled carousel group (not a landmark: many per page)', async () => {
    const html = await renderServer(
      <Slider locale="en-gb" label="Our photo books">
        {slides}
      </Slider>,
    )
    expect(html).toMatch(
      /<div role="group" [^>]*aria-roledescription="carousel" aria-label="Our photo books"/,
    )
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3)
    expect(html).toContain('aria-label="1 of 3"')
    expect(html).toContain('aria-label="Previous slide"')
    expect(html).toContain('aria-label="Go to slide 3"')
    // The first slide is current before any script runs.
    expect(html).toMatch(/aria-label="Go to slide 1" aria-current="true"/)
  })

  it('translates its controls and takes the editor’s slide names', async () => {
    const html = await renderServer(
      <Slider locale="sv-se" label="Bilder" slideLabels={['Strand', '', 'Fjäll']}>
        {slides}
      </Slider>,
    )
    expect(html).toContain('aria-label="Nästa bild"')
    expect(html).toContain('aria-label="Strand"')
    expect(html).toContain('aria-label="2 av 3"')
  })

  it('has a pause button when it plays by itself (WCAG 2.2.2), and no controls for one slide', async () => {
    const playing = await renderServer(
      <Slider locale="en-gb" label="x" autoplay dots={false}>
        {slides}
      </Slider>,
    )
    expect(playing).toContain('aria-label="Play the slideshow"')
    expect(playing).not.toContain('Go to slide')
    const single = await renderServer(
      <Slider locale="en-gb" label="x">
        {[slides[0]]}
      </Slider>,
    )
    expect(single).not.toContain('<button')
  })

  it('renders nothing without slides', async () => {
    expect(
      await renderServer(
        <Slider locale="en-gb" label="x">
          {[null, false]}
        </Slider>,
      ),
    ).toBe('')
  })
})
