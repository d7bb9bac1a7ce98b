// GET /editor/sign-in/callback/ - production: GitHub sends the editor back here; the token goes to the editor's page.
import { finishSignIn } from '@/lib/server/features/editor/github-sign-in'

export const dynamic = 'force-dynamic'
export const GET = finishSignIn
