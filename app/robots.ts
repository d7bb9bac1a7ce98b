// GET /robots.txt - everything but the form endpoints may be crawled; names the sitemap.
import { robotsRules } from '@/lib/agents/sitemap'

export default robotsRules
