// GET /robots.txt: all but the form endpoints; names the sitemap.
import { robotsRules } from '@/lib/server/http/agents/sitemap'

export default robotsRules
