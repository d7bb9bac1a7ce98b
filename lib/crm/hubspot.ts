import 'server-only'
import type { Lead, LeadStore } from './lead'

// HubSpot CRM v3: upsert the contact by e-mail, then attach a note with the enquiry and the consent proof.
// https://developers.hubspot.com/docs/api/crm/contacts, https://developers.hubspot.com/docs/api/crm/notes

const NOTE_TO_CONTACT = 202

export function hubspotStore(settings: { token: string; baseUrl: string }): LeadStore {
  const call = async (method: string, path: string, body: unknown) => {
    const response = await fetch(new URL(path, settings.baseUrl), {
      method,
      headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(8000),
    })
    return response
  }
  const expectOk = async (response: Response, what: string) => {
    if (!response.ok) throw new Error(`HubSpot ${what} answered ${response.status}`)
    return (await response.json()) as { id: string }
  }

  return {
    async create(lead: Lead) {
      const properties = {
        email: lead.email,
        firstname: lead.firstName,
        lastname: lead.lastName,
        company: lead.company,
        phone: lead.phone,
        jobtitle: lead.role,
      }
      let response = await call('POST', '/crm/v3/objects/contacts', { properties })
      if (response.status === 409) {
        response = await call('PATCH', `/crm/v3/objects/contacts/${encodeURIComponent(lead.email)}?idProperty=email`, { properties })
      }
      const contact = await expectOk(response, 'contact upsert')
      const consent = `Zgody / consents: ${JSON.stringify(lead.consent)}`
      const facts = Object.entries(lead.properties).map(([k, v]) => `${k}: ${v}`)
      const note = {
        properties: { hs_timestamp: lead.consent.givenAt, hs_note_body: [`[${lead.source}]`, lead.note, ...facts, consent].join('\n') },
        associations: [{ to: { id: contact.id }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: NOTE_TO_CONTACT }] }],
      }
      await expectOk(await call('POST', '/crm/v3/objects/notes', note), 'note')
    },
  }
}
