import { config } from 'zod/v4/core'

// Runs in the browser before any of the site's modules. zod compiles an object schema's parser with
// `new Function` when it may, and tries whether it may when the schema is built: under the pages'
// Content-Security-Policy (no 'unsafe-eval') that try is a reported violation. The forms' schemas validate a
// few fields once per submit, so the browser does without the compiled parser; the server keeps it.
config({ jitless: true })
