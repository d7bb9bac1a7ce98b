import type { FindingId } from '@/lib/contracts/ksc-evidence'

/**
 * The findings that prove the one option they fit: a state that one system's export shows in full ("at least one
 * dialog user holds SAP_ALL"). Every other finding rules options out and leaves the choice to the visitor
 * (docs/ksc-sources.md, "What each export can and cannot prove"). Apart from the contract, which imports zod: the
 * page's check imports this, and zod has no place in its chunks.
 */
export const decisiveFindings: readonly FindingId[] = ['critical-open-dialog-several', 'critical-open-technical']
