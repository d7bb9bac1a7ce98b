// One JSON line per event. Never pass what a visitor typed or secrets; addresses in any text are replaced, as an
// outside service's error may quote one.
type Fields = Record<string, unknown>

const ADDRESS = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi

const withoutAddresses = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.replace(ADDRESS, '<address>') : value

function write(level: 'info' | 'warn' | 'error', event: string, fields: Fields) {
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...fields }, withoutAddresses)
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.info(line)
}

export const log = {
  info: (event: string, fields: Fields = {}) => write('info', event, fields),
  warn: (event: string, fields: Fields = {}) => write('warn', event, fields),
  error: (event: string, fields: Fields = {}) => write('error', event, fields),
}
