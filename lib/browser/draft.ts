// Text and choices kept across reloads (sessionStorage), never consents, tokens or the trap. A file cannot be put
// back into its input, so only its name is kept, for the form to ask for it again.

const kept = (el: Element): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  (el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement ||
    (el instanceof HTMLInputElement && ['text', 'email', 'tel', 'url'].includes(el.type))) &&
  Boolean(el.name) &&
  !el.closest('[data-no-draft]')

const fileInput = (el: Element): el is HTMLInputElement =>
  el instanceof HTMLInputElement && el.type === 'file' && Boolean(el.name)
const FILE = 'file:'

/** Returns whether anything was kept. */
export function saveDraft(form: HTMLFormElement, key: string): boolean {
  const values: Record<string, string> = {}
  for (const el of Array.from(form.elements)) {
    if (kept(el) && el.value) values[el.name] = el.value
    else if (fileInput(el) && el.files?.[0]) values[`${FILE}${el.name}`] = el.files[0].name
  }
  const typed = Object.keys(values).length > 0
  try {
    if (typed) sessionStorage.setItem(key, JSON.stringify(values))
    else sessionStorage.removeItem(key)
  } catch {
    // storage full or disabled: the form still works
  }
  return typed
}

/** Puts the kept text back; returns, by field, the names of files that were chosen and must be chosen again. */
export function restoreDraft(form: HTMLFormElement, key: string): Record<string, string> {
  let values: Record<string, string> = {}
  try {
    values = JSON.parse(sessionStorage.getItem(key) ?? '{}')
  } catch {
    return {}
  }
  const lostFiles: Record<string, string> = {}
  for (const el of Array.from(form.elements)) {
    if (kept(el) && !el.value && values[el.name]) el.value = values[el.name]!
    else if (fileInput(el) && !el.files?.length && values[`${FILE}${el.name}`])
      lostFiles[el.name] = values[`${FILE}${el.name}`]!
  }
  return lostFiles
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key)
  } catch {
    // nothing to clear
  }
}
