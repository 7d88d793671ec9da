import { entryCollection } from './entry'

/** §2 content model 'page'. */
export const Pages = entryCollection('pages', 'page', { singular: 'Page', plural: 'Pages' })
