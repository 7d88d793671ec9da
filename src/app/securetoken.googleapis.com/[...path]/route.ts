// The embedded provider's token endpoint where the official SDK's emulator mode calls it:
// {site}/securetoken.googleapis.com/v1/token (refresh_token grant). Closed when IDENTITY_URL is hosted.
export { GET, POST } from '../../identity/[...path]/route'

export const dynamic = 'force-dynamic'
