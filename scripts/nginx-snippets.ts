// npm run nginx-snippets: writes deploy/nginx's generated files: the header files from the table of path classes
// (lib/server/http/headers/path-classes.ts), and nginx's own answers from the error table
// (lib/server/http/pipeline/nginx-answers.ts).
import { writeFileSync } from 'node:fs'
import { nginxSnippets } from '@/lib/server/http/headers/path-classes'
import { nginxProblemValues } from '@/lib/server/http/pipeline/nginx-answers'

const { values, headers } = nginxSnippets()
writeFileSync('deploy/nginx/security-header-values.conf', values)
writeFileSync('deploy/nginx/security-headers.conf', headers)
writeFileSync('deploy/nginx/problem-values.conf', nginxProblemValues())
