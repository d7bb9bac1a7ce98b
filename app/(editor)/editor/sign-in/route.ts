// GET /editor/sign-in/ - production: the editor's GitHub sign-in window (lib/server/features/editor/github-sign-in.ts).
import { startSignIn } from '@/lib/server/features/editor/github-sign-in'

export const dynamic = 'force-dynamic'
export const GET = startSignIn
