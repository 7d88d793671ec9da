// The first path segments the site's own routes take (src/app and Next's own): the router never treats them as
// pages (src/server/routing) and no editor's page path may start with one (src/cms/fields/path.ts).
export const siteRouteSegments = [
  'api',
  'admin',
  '_next',
  '_vercel',
  'preview',
  'graphql',
  'identity',
  'captcha',
  // §7: the default app-download link, /app (src/app/app/route.ts).
  'app',
  'newsletter',
  'forms',
  // The load balancer's health check (issue #23).
  'healthz',
  // Issue #34: the sitemap's files (src/app/sitemap.xml is its index).
  'sitemap',
  'bench',
  'design-gallery',
  // Issue #32: the admin block picker's pictures (public/block-pictures).
  'block-pictures',
  'variant-inspector',
] as const
