// npm run nginx-snippets: writes deploy/nginx's generated files: the header files from the table of path classes
// (lib/headers/path-classes.ts), and nginx's own answers from the error table (lib/pipeline/nginx-answers.ts).
import { writeFileSync } from 'node:fs'
import { nginxSnippets } from '@/lib/headers/path-classes'
import { nginxProblemValues } from '@/lib/pipeline/nginx-answers'

const { values, headers } = nginxSnippets()
writeFileSync('deploy/nginx/security-header-values.conf', values)
writeFileSync('deploy/nginx/security-headers.conf', headers)
writeFileSync('deploy/nginx/problem-values.conf', nginxProblemValues())
