import type { ExportKind, FigureId } from '@/lib/shared/contracts/ksc-evidence'
import type { Lang } from './langs'

// The fixed words the page and the PDF put beside a measured answer: what each count is and what each kind of
// export is. Nothing read from a file is ever shown in a report; these labels and the numbers are all there is.

/** A label, or a phrase that holds its number ("dormant: no logon for more than 180 days"). */
type Label = string | ((n: number) => string)

export const figureLabels: Record<FigureId, Record<Lang, Label>> = {
  'users-read': { pl: 'użytkownicy w eksporcie', en: 'users in the export' },
  'critical-holders': { pl: 'użytkownicy z SAP_ALL lub SAP_NEW', en: 'users with SAP_ALL or SAP_NEW' },
  'critical-open-dialog': {
    pl: 'w tym dialogowi lub serwisowi, niezablokowani i ważni',
    en: 'of them dialog or service users, unlocked and valid',
  },
  'critical-open-technical': {
    pl: 'w tym systemowi lub komunikacyjni, niezablokowani i ważni',
    en: 'of them system or communication users, unlocked and valid',
  },
  'sap-new-holders': { pl: 'użytkownicy z SAP_NEW', en: 'users with SAP_NEW' },
  'dormant-open-dialog': {
    pl: 'uśpieni niezablokowani i ważni użytkownicy dialogowi',
    en: 'dormant dialog users, unlocked and valid',
  },
  'never-logged-on': { pl: 'w tym nigdy niezalogowani', en: 'of them never logged on' },
  'dormant-days': {
    pl: (n) => `uśpiony: bez logowania od ponad ${n} dni`,
    en: (n) => `dormant: no logon for more than ${n} days`,
  },
  'parameters-checked': { pl: 'parametry sprawdzone', en: 'parameters checked' },
  'parameters-secure': {
    pl: 'z nich z bezpieczną wartością według SAP',
    en: "of them at SAP's secure value",
  },
  'notes-read': { pl: 'noty w eksporcie', en: 'notes in the export' },
  'notes-overdue': {
    pl: 'noty HotNews i o wysokim priorytecie starsze niż cykl',
    en: 'HotNews and high-priority notes older than the cycle',
  },
  'patch-cycle-days': { pl: 'cykl wdrażania not w dniach', en: 'patch cycle in days' },
  'production-clients': { pl: 'mandanty produkcyjne', en: 'production clients' },
  'production-clients-open': { pl: 'z nich otwarte na zmiany', en: 'of them open to changes' },
  'audit-events-read': { pl: 'zdarzenia Security Audit Log w wyciągu', en: 'Security Audit Log events in the extract' },
  'audit-days': { pl: 'dni ze zdarzeniami', en: 'days with events' },
  'standard-users-read': { pl: 'użytkownicy standardowi w eksporcie', en: 'standard users in the export' },
  'standard-users-known-password': {
    pl: 'z nich niezablokowani ze znanym hasłem domyślnym',
    en: 'of them unlocked with a known default password',
  },
  'acl-permits': { pl: 'reguły dopuszczające (P) w listach bramki', en: 'permit rules (P) in the gateway lists' },
  'acl-open-permits': { pl: 'z nich niczego nieograniczające', en: 'of them restricting nothing' },
  'critical-auth-users': {
    pl: 'użytkownicy z krytycznymi uprawnieniami w eksporcie',
    en: 'users with critical authorisations in the export',
  },
  'critical-auth-open-technical': {
    pl: 'w tym systemowi lub komunikacyjni, niezablokowani i ważni',
    en: 'of them system or communication users, unlocked and valid',
  },
}

export const exportKindNames: Record<ExportKind, Record<Lang, string>> = {
  users: { pl: 'lista użytkowników (SUIM/RSUSR002 lub USR02)', en: 'user list (SUIM/RSUSR002 or USR02)' },
  profiles: { pl: 'przypisania profili (UST04)', en: 'profile assignments (UST04)' },
  parameters: { pl: 'parametry profilu (RSPARAM)', en: 'profile parameters (RSPARAM)' },
  notes: { pl: 'brakujące noty (System Recommendations)', en: 'missing notes (System Recommendations)' },
  clients: { pl: 'ustawienia mandantów (SCC4/T000)', en: 'client settings (SCC4/T000)' },
  'audit-events': { pl: 'wyciąg z Security Audit Log (SM20)', en: 'Security Audit Log extract (SM20)' },
  'standard-users': { pl: 'hasła użytkowników standardowych (RSUSR003)', en: "standard users' passwords (RSUSR003)" },
  'critical-authorizations': {
    pl: 'użytkownicy z krytycznymi uprawnieniami (RSUSR008_009_NEW)',
    en: 'users with critical authorisations (RSUSR008_009_NEW)',
  },
  destinations: { pl: 'destynacje RFC (SM59, tabela RFCDES)', en: 'RFC destinations (SM59, table RFCDES)' },
  'audit-filters': {
    pl: 'filtry Security Audit Log (SM19/RSAU_CONFIG, tabela RSAUPROF)',
    en: 'Security Audit Log filters (SM19/RSAU_CONFIG, table RSAUPROF)',
  },
  'gateway-acl': {
    pl: 'lista dostępu bramki (reginfo/secinfo)',
    en: 'gateway access control list (reginfo/secinfo)',
  },
}

/** "label: n; label: n" (or a phrase holding n) in the order of the figure ids. */
export function figuresText(figures: Partial<Record<FigureId, number>>, lang: Lang): string {
  return (Object.keys(figureLabels) as FigureId[])
    .filter((id) => figures[id] !== undefined)
    .map((id) => {
      const label = figureLabels[id][lang]
      return typeof label === 'function' ? label(figures[id]!) : `${label}: ${figures[id]}`
    })
    .join('; ')
}
