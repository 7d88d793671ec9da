// `npm run seed`: migrate, then add whatever demo content is missing (idempotent).
import { prepareEnvironment } from './lib/environment'
import { seedDatabase, withPayload } from './lib/payload'

Object.assign(process.env, { NODE_ENV: 'production' })
const editor = prepareEnvironment()
const result = await withPayload((payload) => seedDatabase(payload, editor))
console.log(`Seeded ${result.pages} new pages and ${result.stories} new stories.`)
console.log(`Demo editor: ${editor.email} / ${editor.password}`)
process.exit(0)
