// POST /api/contact/ - submitContactForm: enquiry -> mail to sales + CRM lead
import { submitContactForm } from '@/lib/contracts/operations'
import { endpoint } from '@/lib/pipeline/endpoint'
import { handleContact } from '@/lib/operations/contact'

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint(submitContactForm, handleContact)
