/** A full name as the CRM's first and last name: the first word, then the rest. */
export function splitFullName(fullName: string | undefined): { firstName?: string; lastName?: string } {
  const [firstName, ...rest] = (fullName ?? '').split(/\s+/).filter(Boolean)
  return { firstName, lastName: rest.join(' ') || undefined }
}
