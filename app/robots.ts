// GET /robots.txt: all but the form endpoints; names the sitemap.
import { robotsRules } from '@/lib/agents/sitemap'

export default robotsRules
