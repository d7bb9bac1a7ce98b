import 'server-only'
import { getConfig } from '@/lib/config'
import { CV_MAX_BYTES, CV_MAX_BYTES_ON_VERCEL } from '@/lib/contracts/cv-file'

/** The largest CV the form offers where the site runs (the endpoint itself takes 5 MB wherever a body arrives). */
export const cvFormLimit = () => (getConfig().platform === 'vercel' ? CV_MAX_BYTES_ON_VERCEL : CV_MAX_BYTES)
