'use client'
// The draft preview's scripts, each loaded on demand when an editor's draft preview renders it: a client component a
// server component imports shares the route's chunks, which every visitor loads (issue #32 item 2: nothing made
// for editors in a visitor's scripts; tests/e2e/click-to-edit.spec.ts).
import dynamic from 'next/dynamic'

export const LivePreviewRefresh = dynamic(
  () => import('./LivePreviewRefresh').then((module) => module.LivePreviewRefresh),
  { ssr: false },
)

export const PreviewEditing = dynamic(
  () => import('./PreviewEditing').then((module) => module.PreviewEditing),
  {
    ssr: false,
  },
)
