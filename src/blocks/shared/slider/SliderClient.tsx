'use client'
// Embla behind the WAI-ARIA carousel pattern: previous/next and dot buttons, arrow keys inside, autoplay that
// can be paused (WCAG 2.2.2). Before hydration the first slide already sits in place, so nothing shifts.
// Embla (~11 kB gzip) is imported when the slider nears the viewport, so only pages that show a slider load it, and
// its first measuring of every slide (forced layouts) is no part of the page's start-up.
import type { EmblaCarouselType } from 'embla-carousel'
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useState,
} from 'react'

import { cx } from '@/lib/strings'
import { useNearViewport } from '@/react/useNearViewport'

import type { SliderProps, SliderTexts } from './Slider'
import styles from './Slider.inline.pcss'

/** §3 autoImageScroll/autoplay: one slide every five seconds. */
export const autoplayDelay = 5000

type Props = Omit<SliderProps, 'locale' | 'children' | 'slideLabels'> & {
  texts: SliderTexts
  children: ReactNode[]
}

export function SliderClient({
  label,
  children,
  texts,
  dots = true,
  dotsColor = 'dark',
  dotsPosition = 'bottom',
  arrows = true,
  invertedArrows = false,
  autoplay = false,
  gap,
  slideSize = '100%',
  className,
}: Props) {
  const count = children.length
  const [viewport, viewportRef] = useState<HTMLDivElement | null>(null)
  const [api, setApi] = useState<EmblaCarouselType>()
  const near = useNearViewport(count < 2 ? null : viewport)
  useEffect(() => {
    if (!viewport || count < 2 || !near) return
    let live = true
    let carousel: EmblaCarouselType | undefined
    void Promise.all([
      import('embla-carousel'),
      autoplay ? import('embla-carousel-autoplay') : undefined,
    ]).then(([{ default: EmblaCarousel }, autoplayPlugin]) => {
      if (!live) return
      const autoplayOptions = {
        delay: autoplayDelay,
        playOnInit: false,
        stopOnInteraction: true,
        stopOnMouseEnter: true,
        stopOnFocusIn: true,
      }
      const plugins = autoplayPlugin ? [autoplayPlugin.default(autoplayOptions)] : []
      carousel = EmblaCarousel(viewport, { loop: true, align: 'start' }, plugins)
      setApi(carousel)
    })
    return () => {
      live = false
      carousel?.destroy()
    }
  }, [viewport, count, autoplay, near])
  const [selected, setSelected] = useState(0)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    if (!api) return
    const onSelect = () => setSelected(api.selectedScrollSnap())
    const onPlay = () => setPlaying(true)
    const onStop = () => setPlaying(false)
    onSelect()
    api.on('select', onSelect).on('reInit', onSelect).on('autoplay:play', onPlay).on('autoplay:stop', onStop)
    // Moving content only for visitors who have not asked for less motion.
    if (autoplay && !window.matchMedia('(prefers-reduced-motion: reduce)').matches)
      api.plugins().autoplay?.play()
    return () => {
      api
        .off('select', onSelect)
        .off('reInit', onSelect)
        .off('autoplay:play', onPlay)
        .off('autoplay:stop', onStop)
    }
  }, [api, autoplay])

  const previous = useCallback(() => api?.scrollPrev(), [api])
  const next = useCallback(() => api?.scrollNext(), [api])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous()
    else if (event.key === 'ArrowRight') next()
    else return
    event.preventDefault()
  }
  const togglePlay = () => {
    const plugin = api?.plugins().autoplay
    if (!plugin) return
    if (plugin.isPlaying()) plugin.stop()
    else plugin.play()
  }

  const style = {
    '--slide-size': slideSize,
    '--slide-gap': gap ? `var(--space-${gap})` : '0px',
  } as CSSProperties
  const many = count > 1
  return (
    // A group, not a region landmark: a page may hold many sliders, and landmarks must have unique names.
    <div
      role="group"
      className={cx(styles.slider, className)}
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={api ? 'true' : undefined}
      onKeyDown={many ? onKeyDown : undefined}
      style={style}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} aria-live={playing ? 'off' : 'polite'}>
          {children.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={texts.slideLabels[index]}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {many && arrows ? (
        <div className={cx(styles.arrows, invertedArrows && styles.inverted)}>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            onClick={previous}
            aria-label={texts.previous}
          >
            <Chevron />
          </button>
          <button type="button" className={styles.arrow} onClick={next} aria-label={texts.next}>
            <Chevron />
          </button>
        </div>
      ) : null}
      {many && (dots || autoplay) ? (
        // 'bottom' needs no class of its own: the controls sit below the slides.
        <div className={cx(styles.controls, styles[dotsPosition], styles[dotsColor])}>
          {autoplay ? (
            <button
              type="button"
              className={styles.play}
              onClick={togglePlay}
              aria-label={playing ? texts.pause : texts.play}
            >
              {playing ? <PauseMark /> : <PlayMark />}
            </button>
          ) : null}
          {dots
            ? children.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  className={styles.dot}
                  aria-label={texts.goTo[index]}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => api?.scrollTo(index)}
                />
              ))
            : null}
        </div>
      ) : null}
    </div>
  )
}

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M9 5l7 7-7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

function PauseMark() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

function PlayMark() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M7 4.5v15l13-7.5z" fill="currentColor" />
    </svg>
  )
}
