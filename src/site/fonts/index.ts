// §9: primary is Poppins, self-hosted from @fontsource (next/font/google cannot fetch offline).
import localFont from 'next/font/local'

export const poppins = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/poppins/files/poppins-latin-400-normal.woff2', weight: '400' },
    { path: '../../../node_modules/@fontsource/poppins/files/poppins-latin-500-normal.woff2', weight: '500' },
    { path: '../../../node_modules/@fontsource/poppins/files/poppins-latin-600-normal.woff2', weight: '600' },
    { path: '../../../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-primary',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
})
