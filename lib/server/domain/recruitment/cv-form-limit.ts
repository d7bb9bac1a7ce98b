import 'server-only'
import { getConfig } from '@/lib/server/config'
import { CV_MAX_BYTES, CV_MAX_BYTES_ON_VERCEL } from '@/lib/shared/contracts/cv-file'

/** The largest CV the form offers where the site runs (the endpoint itself takes 5 MB wherever a body arrives). */
export const cvFormLimit = () => (getConfig().platform === 'vercel' ? CV_MAX_BYTES_ON_VERCEL : CV_MAX_BYTES)
