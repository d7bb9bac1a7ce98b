'use client'

import type { ComponentProps } from 'react'
import { useHydrated } from './use-hydrated'

// `data-form-ready` once React has hydrated the element. Set by a component of its own so that hydration's render
// with the client's value redraws only this element: what it wraps are the same elements, and React skips them.

export function ReadyForm(props: ComponentProps<'form'>) {
  return <form {...props} data-form-ready={useHydrated() ? '' : undefined} />
}

export function ReadyBlock(props: ComponentProps<'div'>) {
  return <div {...props} data-form-ready={useHydrated() ? '' : undefined} />
}
