// The embedded identity provider where the official SDK's emulator mode (connectAuthEmulator) looks for it:
// {site}/identitytoolkit.googleapis.com/v1/accounts:… and /v2/passwordPolicy. Closed when IDENTITY_URL is hosted.
export { GET, POST } from '../../identity/[...path]/route'

export const dynamic = 'force-dynamic'
