// Keeps what a visitor typed across reloads of the tab (sessionStorage): text fields only, never consents,
// tokens or the trap field.

const kept = (el: Element): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && ['text', 'email', 'tel', 'url'].includes(el.type))) &&
  Boolean(el.name) &&
  !el.closest('[data-no-draft]')

export function saveDraft(form: HTMLFormElement, key: string): void {
  const values: Record<string, string> = {}
  for (const el of Array.from(form.elements)) if (kept(el) && el.value) values[el.name] = el.value
  try {
    sessionStorage.setItem(key, JSON.stringify(values))
  } catch {
    // storage full or disabled: the form still works
  }
}

export function restoreDraft(form: HTMLFormElement, key: string): void {
  let values: Record<string, string> = {}
  try {
    values = JSON.parse(sessionStorage.getItem(key) ?? '{}')
  } catch {
    return
  }
  for (const el of Array.from(form.elements)) if (kept(el) && !el.value && values[el.name]) el.value = values[el.name]!
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key)
  } catch {
    // nothing to clear
  }
}
