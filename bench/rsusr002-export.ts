// A synthetic RSUSR002 "unconverted" export, as public/ksc-samples/rsusr002-sap-all.txt, of `users` users: the
// 100,000-user list the SAP export benches read (one user in 50 a system user, one in 7 locked, one in 3 with a
// valid-to date).
export function rsusr002Export(users: number): string {
  const pad = (cells: string[], widths: number[]) => `|${cells.map((c, i) => c.padEnd(widths[i]!)).join('|')}|`
  const widths = [12, 24, 9, 10, 24, 10, 10]
  const header = pad(
    ['User Name', 'Complete name', 'User Type', 'User group', 'Reason for User Lock', 'Valid From', 'Valid To'],
    widths,
  )
  const rule = '-'.repeat(header.length)
  const rows = Array.from({ length: users }, (_, i) =>
    pad(
      [
        `USER${String(i).padStart(6, '0')}`,
        `Synthetic user ${i}`,
        i % 50 ? 'Dialog' : 'System',
        'STAFF',
        i % 7 ? '' : 'Locked by administrator',
        '01.01.2020',
        i % 3 ? '' : '31.12.2099',
      ],
      widths,
    ),
  )
  return [rule, header, rule, ...rows, rule, ''].join('\r\n')
}
