import 'server-only'
import { getConfig } from '@/lib/config'
import { CV_MAX_BYTES, CV_MAX_BYTES_ON_VERCEL } from '@/lib/contracts/cv-file'

/**
 * The largest CV the application form lets a visitor send where the site runs (decided when its page is built): on
 * Vercel a larger body would never reach the endpoint. The endpoint itself takes the contract's 5 MB wherever a
 * body arrives.
 */
export const cvFormLimit = () => (getConfig().platform === 'vercel' ? CV_MAX_BYTES_ON_VERCEL : CV_MAX_BYTES)
