import type { FindingId } from '@/lib/shared/contracts/ksc-evidence'

// Findings that prove the one option they fit; the others only rule options out (docs/ksc-sources.md). Kept
// apart from the zod contract, so the page's chunks carry no zod.
export const decisiveFindings: readonly FindingId[] = ['critical-open-dialog-several', 'critical-open-technical']
