import type { CriticalSelection } from './evidence'

// The sample exports the page offers ("try it with a sample"), served from public/: synthetic, in the layouts of
// tests/fixtures/sap-exports/README.md. A sample user list was selected in RSUSR002 by profile SAP_ALL.
export const EXPORT_SAMPLES: { path: string; selection: CriticalSelection }[] = [
  { path: '/ksc-samples/rsusr002-sap-all.txt', selection: 'SAP_ALL' },
  { path: '/ksc-samples/rsparam.txt', selection: null },
]
