import { z } from 'zod'

// What the browser may tell the server about answers it measured from SAP exports: which finding, from which kind
// of export, and the counts behind it. Fixed identifiers and numbers only: no text read from a file (user names,
// parameter values, file names) can reach a report or a mail through it.

/** The kinds of export the check reads (lib/browser/sap-exports/recognise-export.ts). */
export const exportKinds = [
  'users',
  'profiles',
  'parameters',
  'notes',
  'clients',
  'audit-events',
  'standard-users',
  'critical-authorizations',
  'destinations',
  'audit-filters',
  'gateway-acl',
] as const

/** What an export can show; each questionnaire option that it fits names it (`measured` in the YAML). */
export const findingIds = [
  'critical-open-dialog-several',
  'critical-open-dialog-one',
  'critical-locked-several',
  'critical-none-or-one-locked',
  'critical-open-technical',
  'logon-parameters-weak',
  'snc-off',
  'snc-not-enforced',
  'snc-enforced',
  'gateway-acl-off',
  'audit-log-off',
  'audit-log-on',
  'notes-overdue',
  'notes-on-time',
  'production-client-open',
  'dormant-open-dialog',
  'rfc-authority-check-off',
  'audit-log-records',
  'standard-users-known-password',
  'gateway-acl-open',
  'gateway-acl-restricted',
  'critical-auth-open-technical',
] as const

/** The counts a finding rests on, each with a fixed label in both languages (lib/shared/i18n/evidence-words.ts). */
export const figureIds = [
  'users-read',
  'critical-holders',
  'critical-open-dialog',
  'critical-open-technical',
  'sap-new-holders',
  'dormant-open-dialog',
  'never-logged-on',
  'dormant-days',
  'parameters-checked',
  'parameters-secure',
  'notes-read',
  'notes-overdue',
  'patch-cycle-days',
  'production-clients',
  'production-clients-open',
  'audit-events-read',
  'audit-days',
  'standard-users-read',
  'standard-users-known-password',
  'acl-permits',
  'acl-open-permits',
  'critical-auth-users',
  'critical-auth-open-technical',
] as const

export type ExportKind = (typeof exportKinds)[number]
export type FindingId = (typeof findingIds)[number]
export type FigureId = (typeof figureIds)[number]

export const measuredAnswer = z.object({
  finding: z.enum(findingIds),
  kinds: z.array(z.enum(exportKinds)).min(1).max(exportKinds.length),
  figures: z.partialRecord(z.enum(figureIds), z.int().min(0).max(10_000_000)),
})

export type MeasuredAnswer = z.infer<typeof measuredAnswer>

/** Question id to what was measured for it. Optional; unknown question ids and findings that do not fit the answer are ignored. */
export const measuredAnswers = z
  .record(z.string().regex(/^[a-z0-9-]{1,100}$/), measuredAnswer)
  .refine((m) => Object.keys(m).length <= 40, 'at most 40 measured answers')
  .optional()
  .meta({
    description:
      'Which answers the browser measured from SAP exports it read locally (nothing of the files is sent): per question id, the finding, the kinds of export and the counts behind it. Fixed identifiers and integers only. The report marks those answers as measured.',
  })
