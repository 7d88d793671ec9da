'use client'
// §2 "Global dialogs": one dialog state for the whole site, openable from anywhere and by a query parameter
// (?dialog=name) so marketing links can open one. Each dialog's code is fetched when it first opens.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'

import { dialogQueryParameter, productPageOpenerAttribute, removeDialogQueryFromUrl } from './dialogQuery'

export const dialogNames = [
  'get-the-app',
  'newsletter',
  'stories',
  'language-picker',
  'payment-countries',
] as const
export type DialogName = (typeof dialogNames)[number]

export { dialogQueryParameter }

export type OpenDialog = {
  name: DialogName
  /** Which language picker opened it (§4). */
  source?: 'header' | 'footer'
  /** §2: get-the-app knows whether it was opened from a product page. */
  openedFromProductPage?: boolean
}

type DialogContextValue = { dialog: OpenDialog | null; open: (dialog: OpenDialog) => void; close: () => void }

const DialogContext = createContext<DialogContextValue>({ dialog: null, open: () => {}, close: () => {} })

export function useDialogs(): DialogContextValue {
  return useContext(DialogContext)
}

export function isDialogName(value: unknown): value is DialogName {
  return typeof value === 'string' && (dialogNames as readonly string[]).includes(value)
}

/**
 * The dialog a URL asks for: ?dialog=newsletter; ?dialog=language-picker opens the header's picker; on a product page
 * ?dialog=get-the-app is the product page's own (§2, its own text).
 */
export function dialogFromSearch(search: string, { productPage = false } = {}): OpenDialog | null {
  const name = new URLSearchParams(search).get(dialogQueryParameter)
  if (!isDialogName(name)) return null
  if (name === 'language-picker') return { name, source: 'header' }
  return name === 'get-the-app' && productPage ? { name, openedFromProductPage: true } : { name }
}

export function DialogState({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const open = useCallback((next: OpenDialog) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setDialog(next)
  }, [])
  // Closing gives focus back to whatever opened the dialog (WCAG 2.4.3 focus order).
  const close = useCallback(() => {
    setDialog(null)
    const element = opener.current
    opener.current = null
    if (element?.isConnected) requestAnimationFrame(() => element.focus())
  }, [])

  useEffect(() => {
    // The page's own HTML says whether it is a product page, whichever part of it has hydrated by now.
    const productPage = document.querySelector(`[${productPageOpenerAttribute}]`) !== null
    const fromUrl = dialogFromSearch(window.location.search, { productPage })
    // A marketing link opens its dialog once the page is interactive; a name we do not know leaves the URL at once.
    if (fromUrl) queueMicrotask(() => setDialog(fromUrl))
    else removeDialogQueryFromUrl()
  }, [])

  useEffect(() => {
    // §2: once the asked-for dialog is open, ?dialog= leaves the URL, so a reload or a region change never reopens it.
    if (dialog) removeDialogQueryFromUrl()
  }, [dialog])

  const value = useMemo(() => ({ dialog, open, close }), [dialog, open, close])
  return <DialogContext.Provider value={value}>{children}</DialogContext.Provider>
}
