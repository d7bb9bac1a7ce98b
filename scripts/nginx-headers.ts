// npm run nginx-headers: writes deploy/nginx's header files from the table of path classes (lib/headers/path-classes.ts).
import { writeFileSync } from 'node:fs'
import { nginxSnippets } from '@/lib/headers/path-classes'

const { values, headers } = nginxSnippets()
writeFileSync('deploy/nginx/security-header-values.conf', values)
writeFileSync('deploy/nginx/security-headers.conf', headers)
