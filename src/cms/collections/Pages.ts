import { entryCollection } from './entry'

/** §2 content model 'page'. */
export const Pages = entryCollection('pages', 'page', { singular: 'Page', plural: 'Pages' }, [
  {
    // §2: "the get-the-app dialog can be opened from a product page", a separate flag with its own text.
    name: 'productPage',
    label: 'Product page',
    type: 'checkbox',
    defaultValue: false,
    admin: {
      position: 'sidebar',
      description:
        'Tick for a page that presents one product. It ends with a "Get the app" prompt whose dialog says "Finish this one on your phone" instead of the general text.',
    },
  },
])
