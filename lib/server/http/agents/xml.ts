const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Escapes text for XML content and attribute values. */
export const xml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c]!)
