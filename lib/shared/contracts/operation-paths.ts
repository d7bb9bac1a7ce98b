// Each operation's path, apart from its contract so that a form can name where it sends without loading the
// schemas (operations.ts declares each operation with its path from here).

export const OPERATION_PATHS = {
  submitContactForm: '/api/contact/',
  submitJobApplication: '/api/apply/',
  scoreKscCheck: '/api/ksc-check/score/',
  requestKscCheckReport: '/api/ksc-check/submit/',
  requestGatedMaterial: '/api/materials/request/',
  issueFormSession: '/api/forms/session/',
  downloadGatedMaterial: '/api/materials/download/',
} as const
