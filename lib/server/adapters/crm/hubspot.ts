import 'server-only'
import { CrmRefusedError, retryAfterMs, type Lead, type LeadStore } from './lead'

// HubSpot CRM v3 (developers.hubspot.com/docs/api/crm/contacts, .../notes): the contact found by e-mail, so a retried
// lead never creates a second one.

const NOTE_TO_CONTACT = 202

export function hubspotStore(settings: { token: string; baseUrl: string; timeoutMs: number }): LeadStore {
  const call = async (method: string, path: string, body: unknown) => {
    const response = await fetch(new URL(path, settings.baseUrl), {
      method,
      headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    })
    return response
  }
  const expectOk = async <T = { id: string }>(response: Response, what: string): Promise<T> => {
    if (!response.ok)
      throw new CrmRefusedError(
        `HubSpot ${what} answered ${response.status}`,
        retryAfterMs(response.headers.get('retry-after')),
      )
    try {
      return (await response.json()) as T
    } catch {
      throw new CrmRefusedError(`HubSpot ${what} answered ${response.status} with a body that is not JSON`)
    }
  }
  // https://developers.hubspot.com/docs/api/crm/search
  const findContact = async (email: string) => {
    const filter = {
      filterGroups: [{ filters: [{ propertyName: 'email', operator: 'EQ', value: email }] }],
      properties: ['email'],
      limit: 1,
    }
    const found = await expectOk<{ results?: { id: string }[] }>(
      await call('POST', '/crm/v3/objects/contacts/search', filter),
      'contact search',
    )
    return found.results?.[0]?.id
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
      const existing = await findContact(lead.email)
      let response = existing
        ? await call('PATCH', `/crm/v3/objects/contacts/${existing}`, { properties })
        : await call('POST', '/crm/v3/objects/contacts', { properties })
      // Created meanwhile by someone else (search is eventually consistent): update that one.
      if (response.status === 409) {
        response = await call('PATCH', `/crm/v3/objects/contacts/${encodeURIComponent(lead.email)}?idProperty=email`, {
          properties,
        })
      }
      const contact = await expectOk(response, 'contact upsert')
      const consent = `Zgody / consents: ${JSON.stringify(lead.consent)}`
      const facts = Object.entries(lead.properties).map(([k, v]) => `${k}: ${v}`)
      const note = {
        properties: {
          hs_timestamp: lead.consent.givenAt,
          hs_note_body: [`[${lead.source}]`, lead.note, ...facts, consent].join('\n'),
        },
        associations: [
          {
            to: { id: contact.id },
            types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: NOTE_TO_CONTACT }],
          },
        ],
      }
      await expectOk(await call('POST', '/crm/v3/objects/notes', note), 'note')
    },
  }
}
