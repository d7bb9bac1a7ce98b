import { readFileSync } from 'node:fs'

// The kernel's table of this machine's IPv4 TCP connections (/proc/net/tcp), for what no client can see: which
// side of a connection between two local servers closed it first (that side keeps TIME_WAIT).

export interface TcpConnection {
  localPort: number
  remotePort: number
  state: 'ESTABLISHED' | 'TIME_WAIT' | 'other'
}

const STATES: Record<string, TcpConnection['state']> = { '01': 'ESTABLISHED', '06': 'TIME_WAIT' }

/** Every IPv4 TCP connection on 127.0.0.1 (both of its ends are listed, each from its own side). */
export function loopbackConnections(): TcpConnection[] {
  return readFileSync('/proc/net/tcp', 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter(([, local, remote]) => local?.startsWith('0100007F:') && remote?.startsWith('0100007F:'))
    .map(([, local, remote, state]) => ({
      localPort: parseInt(local!.split(':')[1]!, 16),
      remotePort: parseInt(remote!.split(':')[1]!, 16),
      state: STATES[state!] ?? 'other',
    }))
}
