'use client'
// §4 release check: when the window regains focus, a different served release reloads the page.
import { useEffect } from 'react'

import { isNewReleaseAvailable, release } from './release'

export function ReleaseCheck() {
  useEffect(() => {
    let checking = false
    const onFocus = async () => {
      if (checking) return
      checking = true
      if (await isNewReleaseAvailable(release)) window.location.reload()
      checking = false
    }
    window.addEventListener('focus', onFocus)
    return () => window.removeEventListener('focus', onFocus)
  }, [])
  return null
}
