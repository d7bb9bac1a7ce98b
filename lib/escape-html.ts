/** Text made safe to put in HTML, between tags or in a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
