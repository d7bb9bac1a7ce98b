import type { z } from 'zod'

/** A schema's problems as the build reports them after the file's name: `field: message`. */
export const issueLines = (issues: z.core.$ZodIssue[]): string[] =>
  issues.map((i) => `${i.path.length ? i.path.join('.') : 'front matter'}: ${i.message}`)
