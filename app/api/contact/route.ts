// POST /api/contact/ - submitContactForm: enquiry -> mail to sales + CRM lead
import { submitContactForm } from '@/lib/shared/contracts/operations'
import { endpoint } from '@/lib/server/http/pipeline/endpoint'
import { handleContact } from '@/lib/server/operations/contact'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(submitContactForm, handleContact)
