import type { ApplyRequest } from '@/lib/shared/contracts/apply'
import type { CvType } from '@/lib/shared/contracts/cv-file'

export interface CheckedCv {
  bytes: Uint8Array
  type: CvType
}

/** An application whose CV has been read by its bytes: what the handler and the recruitment mail receive. */
export type CheckedApplication = Omit<ApplyRequest, 'cv'> & { cv?: CheckedCv }
