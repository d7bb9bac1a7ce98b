'use client'

import dynamic from 'next/dynamic'

// Each form its own chunk: imported directly, it would be in the entry of the one route that renders every page,
// so every page would download all of them. Still rendered on the server.
export const ContactForm = dynamic(() => import('./contact-form').then((m) => m.ContactForm))
export const ApplyForm = dynamic(() => import('./apply-form').then((m) => m.ApplyForm))
export const MaterialForm = dynamic(() => import('./material-form').then((m) => m.MaterialForm))
export const KscCheck = dynamic(() => import('@/components/ksc/ksc-check').then((m) => m.KscCheck))
