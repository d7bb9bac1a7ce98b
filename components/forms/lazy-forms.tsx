'use client'

import dynamic from 'next/dynamic'

// The forms' client code (the forms, the KSC questionnaire, zod for the field checks, the challenge widget), each
// in its own chunk that a page loads only when it renders that form. Imported directly, it would be in the entry
// scripts of the one route that renders every page, so every page, forms or not, would download all of it.
// Rendered on the server all the same: the HTML holds the form before any script runs.
export const ContactForm = dynamic(() => import('./contact-form').then((m) => m.ContactForm))
export const ApplyForm = dynamic(() => import('./apply-form').then((m) => m.ApplyForm))
export const MaterialForm = dynamic(() => import('./material-form').then((m) => m.MaterialForm))
export const KscCheck = dynamic(() => import('@/components/ksc/ksc-check').then((m) => m.KscCheck))
