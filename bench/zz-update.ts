const { getPayload } = await import('payload')
const { default: config } = await import('../src/cms/payload.config')
const payload = await getPayload({ config, disableOnInit: true })
const { docs } = await payload.find({ collection: 'stories', sort: '-id', limit: 1, depth: 0, locale: 'en-gb' })
const id = docs[0]!.id
console.log('story', id)
try {
  await payload.update({ collection: 'stories', id, locale: 'en-gb', data: { title: 'Changed', _status: 'published' }, context: { disableRevalidate: true } })
  console.log('ok')
} catch (error) {
  console.log('ERR', error, (error as any).cause)
}
process.exit(0)
