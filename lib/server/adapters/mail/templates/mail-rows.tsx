import { Text } from '@react-email/components'

const row = { margin: '0 0 6px' }
const label = { color: '#4a5866' }

/** Label and value, one per line, for the team's mails; rows without a value are left out. */
export function MailRows({ rows }: { rows: [string, string | undefined][] }) {
  return rows
    .filter((r): r is [string, string] => Boolean(r[1]))
    .map(([name, value]) => (
      <Text key={name} style={row}>
        <span style={label}>{name}:</span> {value}
      </Text>
    ))
}
